// The resource of `!!live-demo-runtime-loader?version=…!`: loader.mjs replaces it
// with the stages of that docs version. Read without the loader, it has none.
module.exports = [];

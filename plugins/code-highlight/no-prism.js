// Stands in for @docusaurus/theme-classic's prism-include-languages client
// module, whose only job is loading Prism languages into the browser bundle.
// Code is highlighted at build time here, so the browser needs no Prism.
export {};

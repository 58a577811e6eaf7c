// Components of this folder's theme/ that code outside it uses by their theme name.
declare module '@theme/OpenInSnack' {
  export { default } from '@site/plugins/live-code/theme/OpenInSnack';
}

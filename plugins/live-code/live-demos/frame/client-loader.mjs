// @ts-check
/**
 * `!!live-demo-frame-loader!<screen>.tsx` in the browser bundle: nothing. The
 * frame is only rendered on the server, and the browser keeps that HTML as it
 * is until the live screen replaces it, so no demo code enters the page chunk.
 */
export default function liveDemoFrameClientLoader() {
  return 'export default null;';
}

// @ts-check
/**
 * `!!live-demo-frame-loader!<screen>.tsx` in the server bundle: the screen's
 * first frame, rendered once when the server bundle loads (see render.ts).
 * The screen is imported by the same request the browser loads, query
 * included (`?v=1.x` on an archived version's page, files.mjs), so it is built
 * exactly as the browser builds it (same loaders, same generation of the library).
 * @this {{ resource: string, resourcePath: string }}
 */
export default function liveDemoFrameServerLoader() {
  const render = new URL('./render.ts', import.meta.url).pathname;
  return [
    `import Screen from ${JSON.stringify(this.resource)};`,
    `import { renderFrame } from ${JSON.stringify(render)};`,
    `export default renderFrame(Screen, ${JSON.stringify(this.resourcePath)});`,
  ].join('\n');
}

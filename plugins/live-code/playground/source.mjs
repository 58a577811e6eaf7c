// @ts-check
/**
 * What a playground shows under its screen: the screen module (model.mjs)
 * printed as TSX and highlighted. The build runs this for the default
 * settings (remark.mjs), so a page loaded without settings in its address
 * prints and highlights nothing while it hydrates; the browser runs it for
 * any other settings.
 */
import { controlsOf, defaultSettings } from './controls.mjs';
import { buildScreen } from './model.mjs';
import { printScreen } from './print.mjs';
import { highlightTsx } from './highlight.mjs';

/** @typedef {{ code: string, highlighted: string }} ScreenSource */

/** @param {import('./model.mjs').ScreenModule} screen @returns {ScreenSource} */
export function screenSource(screen) {
  const code = printScreen(screen);
  return { code, highlighted: highlightTsx(code) };
}

/**
 * The source of a playground's screen with every control at its default.
 * @param {string} of one of PLAYGROUNDS (controls.mjs)
 * @param {import('./controls.mjs').Defaults} defaults from defaults.mjs
 * @returns {ScreenSource}
 */
export function defaultScreenSource(of, defaults) {
  const settings = defaultSettings(controlsOf(of, defaults));
  return screenSource(buildScreen(of, settings, settings));
}

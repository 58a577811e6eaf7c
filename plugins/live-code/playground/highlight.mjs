// @ts-check
/**
 * The playground's generated TSX, coloured by the site's one highlighter
 * (plugins/code-highlight, Shiki): at build time for the default screen
 * (source.mjs), and in the browser, loaded on the first change of a setting
 * (theme/PropsPlayground), so a page without a playground loads no highlighter.
 */
import { highlight } from '../../code-highlight/highlight.mjs';

/** The HTML of `code`, one line per line joined by "\n", as code blocks take `highlighted`. @param {string} code */
export const highlightTsx = (code) => highlight(code, 'tsx');

// @ts-check
/**
 * The code colours: this plugin turns them into its stylesheet (colours.mjs).
 */
import { themes } from 'prism-react-renderer';

/** @typedef {import('prism-react-renderer').PrismTheme} PrismTheme */

/**
 * A stock theme with some token colours replaced: the few in GitHub and
 * Dracula that fall below 4.5:1 contrast on their own backgrounds.
 * @param {PrismTheme} base
 * @param {Record<string, string>} overrides
 * @returns {PrismTheme}
 */
function withTokenColours(base, overrides) {
  return {
    ...base,
    styles: [
      ...base.styles,
      ...Object.entries(overrides).map(([type, color]) => ({
        types: [type],
        style: { color },
      })),
    ],
  };
}

export const lightCodeTheme = withTokenColours(themes.github, {
  comment: '#57606a',
  prolog: '#57606a',
  doctype: '#57606a',
  cdata: '#57606a',
  punctuation: '#24292f',
  'attr-name': '#0550ae',
  string: '#0a3069',
  'attr-value': '#0a3069',
  operator: '#24292f',
  'template-string': '#0a3069',
  number: '#0550ae',
  boolean: '#0550ae',
  constant: '#0550ae',
  tag: '#116329',
  function: '#8250df',
  keyword: '#cf222e',
  'class-name': '#953800',
  builtin: '#953800',
  property: '#0550ae',
  variable: '#24292f',
  regex: '#116329',
});

export const darkCodeTheme = withTokenColours(themes.dracula, {
  comment: '#a0a8cd',
  prolog: '#a0a8cd',
  doctype: '#a0a8cd',
  cdata: '#a0a8cd',
});

/**
 * What Docusaurus itself gets as its Prism themes (`themeConfig.prism`):
 * nothing. Token colours come from the stylesheet this plugin generates from
 * the two themes above, so server-rendered code is right in both colour modes.
 * @type {PrismTheme}
 */
export const NO_CODE_COLOURS = { plain: {}, styles: [] };

import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * The stock GitHub and Dracula themes with the few token colours that fall
 * below 4.5:1 contrast on their own backgrounds replaced.
 */
function withTokenColours(
  base: PrismTheme,
  overrides: Record<string, string>,
): PrismTheme {
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
 * What Docusaurus itself gets as its Prism themes: nothing. Token colours
 * come from the stylesheet plugins/code-highlight generates from the two
 * themes above, so server-rendered code is right in both colour modes.
 */
export const NO_CODE_COLOURS: PrismTheme = { plain: {}, styles: [] };

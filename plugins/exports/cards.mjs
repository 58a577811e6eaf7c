import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { compatibilityFor } from '../../data/compatibility.mjs';

const require = createRequire(import.meta.url);
const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

/** @typedef {import('satori').SatoriOptions['fonts']} Fonts */
/** @typedef {{ title: string, section: string, version: { name: string, label: string, isLast: boolean }, libraryName: string, logoSvg: string }} CardPage */

/** @type {Fonts | undefined} */
let fonts;
/** @returns {Fonts} */
function loadFonts() {
  if (fonts) return fonts;
  // Satori reads TTF, OTF and WOFF (not WOFF2).
  const dir = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  /** @param {400 | 700 | 800} weight @returns {Fonts[number]} */
  const font = (weight) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(join(dir, `inter-latin-${weight}-normal.woff`)),
  });
  fonts = [font(400), font(700), font(800)];
  return fonts;
}

/**
 * An element as Satori reads it (React's element shape, without React).
 * @param {string} type
 * @param {Record<string, string | number>} style
 * @param {unknown} children
 * @returns {import('react').ReactNode}
 */
const h = (type, style, children) => /** @type {import('react').ReactElement} */ ({ type, props: { style, children } });

/** The site's dark look: its indigo hero colour fading into the dark page. @param {CardPage} page */
function card({ title, section, version, libraryName, logoSvg }) {
  const { library } = compatibilityFor(version.name);
  const archived = !version.isLast;
  const titleSize = title.length > 40 ? 64 : title.length > 24 ? 76 : 88;
  return h(
    'div',
    {
      // Satori adds padding to the size given (content-box).
      width: CARD_WIDTH - 2 * 72,
      height: CARD_HEIGHT - 2 * 64,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundImage: 'linear-gradient(135deg, #1e1b4b 0%, #1b1b1d 70%)',
      color: '#f5f6f7',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
        {
          type: 'img',
          props: {
            src: `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`,
            width: 72,
            height: 72,
          },
        },
        h('div', { fontSize: 34, fontWeight: 700, color: '#c7d2fe' }, libraryName),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
        h('div', { fontSize: 32, fontWeight: 400, color: '#a5b4fc', textTransform: 'uppercase', letterSpacing: 2 }, section),
        h('div', { fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, maxWidth: 1050 }, title),
      ]),
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 28 }, [
        h('div', { color: '#d1d5db' }, `react-native-reanimated-dnd ${library}`),
        h(
          'div',
          {
            display: 'flex',
            padding: '8px 22px',
            borderRadius: 999,
            border: `2px solid ${archived ? '#fbbf24' : '#a5b4fc'}`,
            color: archived ? '#fde68a' : '#e0e7ff',
            fontWeight: 700,
          },
          archived ? `${version.label} · archived` : version.label,
        ),
      ]),
    ],
  );
}

/**
 * Renders one 1200×630 PNG.
 * @param {CardPage} page
 * @returns {Promise<Buffer>}
 */
export async function renderCard(page) {
  const svg = await satori(card(page), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

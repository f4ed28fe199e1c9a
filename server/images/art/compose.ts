// Whole pictures from the product drawings: product views, category tiles, blog teasers, campaign and
// promotion banners, the EU energy label and fiche, and the default image shown when an image is missing.
import { PRODUCT_ART } from './products';
import { circle, ellipse, GREY, group, path, rect, shade } from './shapes';

/** The shop's own colour (header, buttons): banners and category tiles are drawn in it. */
export const SHOP_RED = '#c8102e';

const svg = (width: number, height: number, content: string, viewBox = `0 0 ${width} ${height}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${content}</svg>`;

export type ProductPageBody = 1 | 2 | 3 | 4;

/** A product picture: 1 the product, 2 the other side, 3 a close-up, 4 with its packaging. 800 × 800. */
export function productPicture(leaf: string, colour: string, cordless: boolean, view: ProductPageBody): string | undefined {
  const draw = PRODUCT_ART[leaf];
  if (!draw) return undefined;
  const art = draw(colour, cordless);
  const floor = ellipse(200, 352, 150, 16, 'rgba(21,24,27,0.12)');
  switch (view) {
    case 1:
      return svg(800, 800, rect(0, 0, 400, 400, GREY.paper) + floor + art, '0 0 400 400');
    case 2:
      return svg(800, 800, rect(0, 0, 400, 400, shade(colour, 0.88)) + floor + group(art, 'translate(400 12) scale(-0.94 0.94)'), '0 0 400 400');
    case 3:
      return svg(800, 800, rect(0, 0, 400, 400, '#ffffff') + art, '90 70 240 240');
    case 4: {
      const box = rect(24, 96, 190, 250, shade(colour, 0.55), 4) + rect(24, 96, 190, 64, colour, 4) + rect(24, 300, 190, 14, GREY.grip) +
        group(art, 'translate(46 180) scale(0.36)');
      return svg(800, 800, rect(0, 0, 400, 400, GREY.paper) + floor + box + group(art, 'translate(150 120) scale(0.62)'), '0 0 400 400');
    }
  }
}

/** A category tile: the category's kinds on a tinted disc. 400 × 400. */
export function categoryTile(leaves: readonly string[], colours: readonly string[]): string {
  const shown = leaves.filter((leaf) => PRODUCT_ART[leaf]).slice(0, 3);
  const placements = shown.length === 1 ? ['translate(40 40) scale(0.8)'] : shown.length === 2
    ? ['translate(10 30) scale(0.6)', 'translate(150 150) scale(0.6)']
    : ['translate(0 10) scale(0.5)', 'translate(200 40) scale(0.5)', 'translate(100 190) scale(0.5)'];
  const art = shown.map((leaf, index) => group(PRODUCT_ART[leaf](colours[index % colours.length], index % 2 === 0), placements[index])).join('');
  return svg(400, 400, rect(0, 0, 400, 400, '#ffffff') + circle(200, 200, 180, shade(SHOP_RED, 0.9)) + art);
}

/** A blog teaser: a workbench scene with the category's tool (1: buying guide, 2: care and maintenance). 400 × 400. */
export function blogTeaser(leaf: string | undefined, colour: string, variant: 1 | 2): string {
  const tool = leaf && PRODUCT_ART[leaf] ? PRODUCT_ART[leaf](colour, true) : '';
  const wall = variant === 1 ? '#e8eef3' : '#f3ece4';
  const bench = rect(0, 300, 400, 100, '#b7895a') + rect(0, 300, 400, 14, '#9a6f45');
  const props = variant === 1
    ? rect(40, 70, 120, 160, '#ffffff', 6) + [0, 1, 2, 3, 4].map((index) => rect(56, 96 + index * 24, 88 - (index % 2) * 24, 8, GREY.metal, 3)).join('') +
      path('M290 60 l70 0 l-8 120 h-54z', shade(SHOP_RED, 0.2)) + rect(300, 250, 80, 50, '#d9c29a', 4)
    : rect(30, 80, 340, 16, GREY.dark, 4) + [0, 1, 2, 3, 4, 5].map((index) => rect(50 + index * 52, 96, 10, 50 + (index % 3) * 14, GREY.metalDark, 2)).join('') +
      ellipse(320, 292, 40, 10, '#4a90d9') + rect(300, 230, 40, 62, '#4a90d9', 8);
  return svg(400, 400, rect(0, 0, 400, 400, wall) + props + bench + group(tool, 'translate(70 118) scale(0.5)'));
}

type BannerStyle = { background: string; accent: string; mark: 'percent' | 'star' | 'bolt' };

const BANNER_STYLES: Readonly<Record<string, BannerStyle>> = {
  'pro-deals': { background: SHOP_RED, accent: '#ffd23f', mark: 'bolt' },
  sales: { background: '#e35d00', accent: '#ffffff', mark: 'percent' },
  'winter-clearance': { background: '#1d5fa8', accent: '#dff1ff', mark: 'percent' },
  'new-arrivals': { background: '#00695c', accent: '#ffd23f', mark: 'star' },
};

function mark(kind: BannerStyle['mark'], x: number, y: number, colour: string, ink: string): string {
  const disc = circle(x, y, 110, colour);
  if (kind === 'percent') {
    return disc + circle(x - 38, y - 38, 22, 'none', { stroke: ink, 'stroke-width': 14 }) + circle(x + 38, y + 38, 22, 'none', { stroke: ink, 'stroke-width': 14 }) +
      path(`M${x + 50} ${y - 62} L${x - 50} ${y + 62}`, 'none', { stroke: ink, 'stroke-width': 16, 'stroke-linecap': 'round' });
  }
  if (kind === 'star') {
    const points = Array.from({ length: 10 }, (_, index) => {
      const angle = -Math.PI / 2 + (Math.PI * index) / 5;
      const radius = index % 2 === 0 ? 80 : 34;
      return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
    });
    return disc + `<polygon points="${points.join(' ')}" fill="${ink}"/>`;
  }
  return disc + path(`M${x + 14} ${y - 80} L${x - 46} ${y + 10} h40 l-20 70 l72 -96 h-44z`, ink);
}

/** A campaign (1200 × 400) or promotion banner (800 × 400): the campaign's colour, a mark, three tools. */
export function banner(name: string, width: 800 | 1200 = 1200): string {
  const style = BANNER_STYLES[name] ?? { background: shade(SHOP_RED, -0.2), accent: '#ffffff', mark: 'bolt' as const };
  const shift = width === 1200 ? 0 : -260;
  const stripes = Array.from({ length: 8 }, (_, index) => path(`M${560 + shift + index * 90} 0 h40 l-160 400 h-40z`, 'rgba(255,255,255,0.07)')).join('');
  const tools = [
    group(PRODUCT_ART['cordless-drill-drivers']('#f2c200', true), `translate(${560 + shift} 40) scale(0.8)`),
    group(PRODUCT_ART['angle-grinders']('#1d5fa8', false), `translate(${800 + shift} 150) scale(0.62)`),
    group(PRODUCT_ART['circular-saws']('#2f7d32', false), `translate(${880 + shift} -10) scale(0.55)`),
  ].join('');
  return svg(width, 400, rect(0, 0, width, 400, style.background) + stripes + rect(0, 330, width, 70, shade(style.background, -0.25)) +
    mark(style.mark, width === 1200 ? 230 : 150, 190, style.accent, style.background) + tools);
}

const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
const ENERGY_COLOURS = ['#00a651', '#50b848', '#bfd730', '#fff200', '#fdb913', '#f37021', '#ed1c24'];

const text = (x: number, y: number, content: string, size: number, fill: string, weight = 700, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${content}</text>`;

/** The EU energy label (scale A–G, the product's class marked). 400 × 800. */
export function energyLabel(energyClass: string): string {
  const index = Math.max(0, ENERGY_CLASSES.indexOf(energyClass.toUpperCase() as (typeof ENERGY_CLASSES)[number]));
  const bars = ENERGY_CLASSES.map((letter, row) => {
    const y = 170 + row * 62;
    const width = 120 + row * 28;
    return path(`M30 ${y} h${width} l24 24 l-24 24 h-${width}z`, ENERGY_COLOURS[row]) + text(44, y + 36, letter, 32, '#ffffff');
  }).join('');
  const y = 170 + index * 62;
  const arrow = path(`M300 ${y - 4} h70 v56 h-70 l-28 -28z`, GREY.black) + text(330, y + 38, ENERGY_CLASSES[index], 40, '#ffffff', 700, 'middle');
  return svg(400, 800, rect(0, 0, 400, 800, '#ffffff') + rect(4, 4, 392, 792, 'none', 10, { stroke: GREY.black, 'stroke-width': 4 }) +
    rect(20, 20, 360, 120, '#003399', 6) + Array.from({ length: 12 }, (_, star) => {
      const angle = (Math.PI * 2 * star) / 12;
      return circle(80 + 36 * Math.cos(angle), 80 + 36 * Math.sin(angle), 5, '#ffcc00');
    }).join('') + text(150, 96, 'ENERG', 42, '#ffffff') + bars + arrow +
    rect(20, 640, 360, 2, GREY.black) + text(200, 700, '2019/2015', 24, GREY.black, 400, 'middle'));
}

/** The product information sheet that goes with the label: a document with its class. 400 × 560. */
export function energyFiche(energyClass: string): string {
  const rows = Array.from({ length: 9 }, (_, row) => rect(40, 180 + row * 36, 320, 2, GREY.light) + rect(40, 164 + row * 36, 120 + (row % 3) * 40, 8, GREY.metal, 2)).join('');
  return svg(400, 560, rect(0, 0, 400, 560, '#ffffff') + rect(20, 20, 360, 70, '#003399', 6) + text(40, 66, 'EPREL', 30, '#ffffff') +
    rows + circle(320, 130, 26, ENERGY_COLOURS[Math.max(0, ENERGY_CLASSES.indexOf(energyClass.toUpperCase() as (typeof ENERGY_CLASSES)[number]))]) +
    text(320, 142, energyClass.toUpperCase(), 32, GREY.black, 700, 'middle'));
}

/** Shown instead of an image that is missing (spec §7 "image check"). 800 × 800. */
export function defaultImage(): string {
  return svg(800, 800, rect(0, 0, 400, 400, GREY.paper) + rect(120, 120, 160, 130, 'none', 14, { stroke: GREY.metal, 'stroke-width': 10 }) +
    path('M140 230 l40 -50 l30 36 l20 -22 l34 36z', GREY.metal) + circle(240, 160, 14, GREY.metal) +
    group(PRODUCT_ART['cordless-drill-drivers'](GREY.metal, true), 'translate(250 250) scale(0.3)'), '0 0 400 400');
}

/** The extra-guarantee products: a shield with a check mark in the shop's colour. 800 × 800. */
export function guaranteePicture(): string {
  return svg(800, 800, rect(0, 0, 400, 400, GREY.paper) + path('M200 50 l130 46 v90 q0 110 -130 164 q-130 -54 -130 -164 v-90z', SHOP_RED) +
    path('M200 80 l104 36 v72 q0 88 -104 132z', shade(SHOP_RED, -0.2)) +
    path('M140 200 l40 40 l84 -90', 'none', { stroke: '#ffffff', 'stroke-width': 26, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }), '0 0 400 400');
}

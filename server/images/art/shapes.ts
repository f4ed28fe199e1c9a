// Small SVG building blocks for the seed's illustrations: flat shapes in a brand colour, greys for grips
// and metal, so every product kind reads at a glance as a thumbnail and looks tidy full size.

export const GREY = {
  grip: '#2a2e33',
  dark: '#3d434a',
  metal: '#9aa3ab',
  metalDark: '#6b747c',
  light: '#e4e9ed',
  paper: '#f4f6f8',
  screen: '#18242d',
  glow: '#7fd1ff',
  laser: '#ff3b30',
  black: '#15181b',
} as const;

type Attrs = Record<string, string | number | undefined>;

const attrs = (values: Attrs) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

export const rect = (x: number, y: number, width: number, height: number, fill: string, rx = 0, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width, height, rx: rx || undefined, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;
export const group = (content: string, transform?: string) => `<g${attrs({ transform })}>${content}</g>`;

/** A colour `amount` (−1…1) darker or lighter. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, next)));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** Wheel: tyre, rim and hub. */
export const wheel = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, GREY.black) + circle(cx, cy, r * 0.55, GREY.metal) + circle(cx, cy, r * 0.18, GREY.dark);

/** A slide-on battery pack under a handle, with its charge LEDs. */
export const batteryPack = (x: number, y: number, width: number, colour: string) =>
  rect(x, y, width, 34, GREY.grip, 6) +
  rect(x + 4, y - 6, width - 8, 10, shade(colour, -0.25), 3) +
  [0, 1, 2].map((index) => rect(x + width / 2 - 16 + index * 12, y + 12, 8, 5, index < 2 ? '#4cd964' : GREY.dark, 1)).join('');

/** A power cord leaving a tool. */
export const cord = (x: number, y: number, dx: number, dy: number) =>
  path(`M${x} ${y} c ${dx * 0.2} ${dy * 0.6}, ${dx * 0.8} ${dy * 0.4}, ${dx} ${dy}`, 'none', { stroke: GREY.grip, 'stroke-width': 7, 'stroke-linecap': 'round' });

/** A toothed circular blade. */
export function sawBlade(cx: number, cy: number, r: number, teeth = 24, fill: string = GREY.metal): string {
  const points: string[] = [];
  for (let index = 0; index < teeth * 2; index++) {
    const angle = (Math.PI * index) / teeth;
    const radius = index % 2 === 0 ? r : r * 0.9;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>` + circle(cx, cy, r * 0.72, shade(fill, 0.25)) + circle(cx, cy, r * 0.12, GREY.dark);
}

import type { RequestHandler } from 'express';

/**
 * The seed's images (`/__images/{kind}/{name}.svg`) drawn on request: a local default under the reserved
 * `/__` prefix, as the brief wants; production serves real images from its CDN. Deterministic per name,
 * so the same product always looks the same.
 */
const NAME = /^[a-z0-9-]{1,80}\.svg$/i;
const KINDS = new Set(['products', 'categories', 'campaigns', 'manuals', 'energy', 'banners']);
const PALETTE = ['#c8102e', '#1d5fa8', '#2f7d32', '#e07b00', '#5b3fa0', '#00838f', '#6d4c41', '#37474f'];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function placeholderSvg(kind: string, name: string): string {
  const seed = hash(`${kind}/${name}`);
  const colour = PALETTE[seed % PALETTE.length];
  const label = escapeXml(name.replace(/\.svg$/i, ''));
  const wide = kind === 'campaigns' || kind === 'banners';
  const [width, height] = wide ? [1200, 400] : [400, 400];
  // A tool body and handle for products, a plain tile for everything else.
  const shape =
    kind === 'products'
      ? `<rect x="90" y="120" width="${180 + (seed % 60)}" height="90" rx="18" fill="${colour}"/><rect x="150" y="200" width="60" height="120" rx="10" fill="#333"/><circle cx="${290 + (seed % 40)}" cy="165" r="22" fill="#999"/>`
      : `<rect x="0" y="0" width="${width}" height="${height}" fill="${colour}" opacity="0.85"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f5f6"/>${shape}<text x="50%" y="${height - 24}" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#1d2327">${label}</text></svg>`;
}

export const placeholderImages: RequestHandler = (req, res, next) => {
  const [kind, name, ...rest] = req.path.split('/').filter(Boolean);
  if (!kind || !name || rest.length > 0 || !KINDS.has(kind) || !NAME.test(name)) return next();
  res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(placeholderSvg(kind, name));
};

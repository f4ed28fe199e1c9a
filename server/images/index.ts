// The seed's pictures (a local default; production uses its CDN): SVG drawings rendered to WebP or PNG at the width
// asked for. Unknown pictures answer 404, so the spec's image check can tell.
import type { RequestHandler } from 'express';
import { IMAGE_WIDTHS, PRODUCT_PICTURES_PATH } from '~/lib/images';
import { approximateBytes, createBoundedCache } from '~/cache/bounded-cache.server';
import { banner, blogTeaser, categoryTile, defaultImage, energyFiche, energyLabel, guaranteePicture, productPicture, type ProductPageBody } from './art/compose';
import { brandColour, categoryLeaves, productLook, SAMPLE_COLOURS } from './catalogue';

type Picture = { svg: string; width: number };

const SEGMENT = /^[a-z0-9-]{1,80}$/;
const SKU = /^[A-Z0-9]{4,20}$/;
const PRODUCT_FILE = /^([A-Z0-9]+)-([1-4])$/;

function productPictureOf(leaf: string, brand: string, battery: boolean, view: string): Picture | undefined {
  const colour = brandColour(brand);
  const svg = colour ? productPicture(leaf, colour, battery, Number(view) as ProductPageBody) : undefined;
  return svg ? { svg, width: 800 } : undefined;
}

/** The drawing a path names, or undefined. */
export function pictureFor(parts: readonly string[]): Picture | undefined {
  const [kind, ...rest] = parts;
  if (!kind || rest.some((part) => !SEGMENT.test(part.toLowerCase()))) return undefined;
  switch (kind) {
    case 'p': {
      // `/__images/p/{sku}-{n}`, what the seed writes: the product's look comes from the catalogue.
      const match = rest.length === 1 ? PRODUCT_FILE.exec(rest[0]) : null;
      const look = match && SKU.test(match[1]) ? productLook(match[1]) : undefined;
      return match && look ? productPictureOf(look.leaf, look.brand, look.battery, match[2]) : undefined;
    }
    case 'products': {
      // `/__images/products/{leaf}/{brand}/{battery|mains}/{sku}-{n}`, in older data folders.
      const [leaf, brand, power, file] = rest;
      const match = file ? PRODUCT_FILE.exec(file) : null;
      if (rest.length !== 4 || !match || !SKU.test(match[1]) || (power !== 'battery' && power !== 'mains')) return undefined;
      return productPictureOf(leaf, brand, power === 'battery', match[2]);
    }
    case 'guarantees':
      return rest.length === 1 && SKU.test(rest[0]) ? { svg: guaranteePicture(), width: 800 } : undefined;
    case 'categories': {
      if (rest.length !== 1) return undefined;
      const blog = /^(.+)-blog-([12])$/.exec(rest[0]);
      const leaves = categoryLeaves(blog ? blog[1] : rest[0]);
      if (!leaves) return undefined;
      if (blog) return { svg: blogTeaser(leaves[Number(blog[2]) === 1 ? 0 : leaves.length - 1], SAMPLE_COLOURS[leaves.length % SAMPLE_COLOURS.length], Number(blog[2]) as 1 | 2), width: 400 };
      return { svg: categoryTile(leaves, SAMPLE_COLOURS), width: 400 };
    }
    case 'campaigns':
      return rest.length === 1 ? { svg: banner(rest[0], 1200), width: 1200 } : undefined;
    case 'banners':
      return rest.length === 1 ? { svg: banner(rest[0], 800), width: 800 } : undefined;
    case 'energy': {
      const match = rest.length === 1 ? /^([A-Z0-9]+)-(label|fiche)-([a-g])$/i.exec(rest[0]) : null;
      if (!match) return undefined;
      return match[2] === 'label' ? { svg: energyLabel(match[3]), width: 400 } : { svg: energyFiche(match[3]), width: 400 };
    }
    case 'default':
      return rest.length === 0 ? { svg: defaultImage(), width: 800 } : undefined;
    default:
      return undefined;
  }
}

/** Whether the local image service has this picture (the image check for local URLs). */
export function hasLocalPicture(pathname: string): boolean {
  if (pathname.startsWith(`${PRODUCT_PICTURES_PATH}/`)) return pictureFor(['p', ...pathname.slice(PRODUCT_PICTURES_PATH.length + 1).replace(/\.svg$/, '').split('/')]) !== undefined;
  const relative = pathname.replace(/^\/__images\//, '').replace(/\.svg$/, '');
  return pathname.startsWith('/__images/') && pictureFor(relative.split('/')) !== undefined;
}

type Format = 'webp' | 'png';
type Rendered = { body: Buffer; type: string };

const CACHE_BYTES = 64 * 1024 * 1024;
// Drawn pictures never change while the process runs: fresh for ever, bounded by their bytes.
const rendered = createBoundedCache<Rendered>({ name: 'pictures', maxBytes: CACHE_BYTES, sizeOf: (value, key) => approximateBytes((value as Rendered).body, key), policy: { ttlMs: Infinity, swrMs: 0 } });

// Rendering is CPU-heavy: a bound on concurrent renders keeps a page of new pictures from starving requests.
const MAX_RENDERS = 2;
let rendering = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (rendering >= MAX_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  rendering += 1;
  try {
    return await work();
  } finally {
    rendering -= 1;
    waiting.shift()?.();
  }
}

/** A picture drawn once per size and format; concurrent requests for it share one drawing. */
export function renderPicture(picture: Picture, width: number, format: Format, key: string): Promise<Rendered> {
  return rendered.get(`${key}|${width}|${format}`, () =>
    withSlot(async () => {
      // Drawn at a density that gives at least the width asked for, then scaled down: crisp edges.
      const density = Math.max(72, Math.ceil((72 * width) / picture.width));
      const { default: sharp } = await import('sharp'); // on the first picture drawn, not at start
      const image = sharp(Buffer.from(picture.svg), { density }).resize({ width });
      const body = format === 'webp' ? await image.webp({ quality: 80, effort: 4 }).toBuffer() : await image.png({ palette: true, compressionLevel: 9 }).toBuffer();
      return { body, type: `image/${format}` };
    }),
  );
}

function widthOf(value: unknown, intrinsic: number): number | undefined {
  if (value === undefined) return Math.min(intrinsic, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  const width = typeof value === 'string' && /^\d{2,4}$/.test(value) ? Number(value) : NaN;
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? width : undefined;
}

export const localImages: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const vector = req.path.endsWith('.svg');
  // Mounted at /__images, and at /i for product pictures by SKU (`/i/{sku}-{n}` draws what `/__images/p/…` does).
  const productsOnly = req.baseUrl === PRODUCT_PICTURES_PATH;
  const parts = [...(productsOnly ? ['p'] : []), ...req.path.replace(/\.svg$/, '').split('/').filter(Boolean)];
  const picture = pictureFor(parts);
  if (!picture) return next();
  res.set('Cache-Control', 'public, max-age=86400');
  if (vector) {
    res.type('image/svg+xml').send(picture.svg);
    return;
  }
  const width = widthOf(req.query.w, picture.width);
  if (width === undefined) {
    res.status(400).type('text/plain').send('Unsupported width');
    return;
  }
  const format: Format = req.accepts(['image/webp', 'image/png']) === 'image/webp' && /image\/webp/.test(req.get('accept') ?? '') ? 'webp' : 'png';
  res.vary('Accept');
  renderPicture(picture, width, format, parts.join('/')).then(
    (rendered) => res.type(rendered.type).send(rendered.body),
    (error: unknown) => next(error),
  );
};

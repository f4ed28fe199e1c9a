// Responsive images (decision 031): the local image service renders each picture at these widths, and pages ask for
// the width they show with `srcset`/`sizes`. Images from elsewhere are used as they are.
export const IMAGE_WIDTHS = [96, 160, 240, 320, 360, 480, 640, 800, 960, 1200] as const;

/** Where the local image service serves product pictures by SKU: a short path, as it stands on every card, outside `/__`. */
export const PRODUCT_PICTURES_PATH = '/i';

const LOCAL = /^\/(?:__images|i)\//;

/** `narrowest`: the size on the narrowest phone served, below which a candidate would never be chosen yet cost HTML
 * on every card. */
export type ImageSlot = { width: number; sizes?: string; narrowest?: number };

export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string };

const withWidth = (url: string, width: number) => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

/** A candidate less than this much smaller than the next one saves too few bytes to be worth its HTML on every card. */
const LEAST_STEP = 1.15;

/** `src` at the displayed width, `srcset` from it up to twice it (high-density screens). */
export function responsiveImage(url: string, slot: ImageSlot): ResponsiveImage {
  if (!LOCAL.test(url) || url.endsWith('.svg')) return { src: url };
  // A slot of one fixed width (no `sizes` rule) never picks a candidate narrower than itself.
  const narrowest = slot.sizes ? slot.narrowest ?? 0 : slot.width;
  const widths = IMAGE_WIDTHS.filter((width) => width >= Math.max(slot.width * 0.6, narrowest) && width <= slot.width * 2).filter(
    (width, index, all) => index === all.length - 1 || all[index + 1] >= width * LEAST_STEP || width === slot.width,
  );
  const base = IMAGE_WIDTHS.find((width) => width >= slot.width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return {
    src: withWidth(url, base),
    ...(widths.length > 1 ? { srcSet: widths.map((width) => `${withWidth(url, width)} ${width}w`).join(', '), sizes: slot.sizes ?? `${slot.width}px` } : {}),
  };
}

/** The content column of a 360 px phone (the container's 1 rem margins): a full-width picture's `narrowest`. */
export const PHONE_COLUMN_WIDTH = 328;

/** One `src` filling the slot on the narrowest phone at one pixel per CSS pixel; no `srcset`, so a high-density
 * screen gets it too. */
export function liteImage(url: string, slot: ImageSlot): ResponsiveImage {
  if (!LOCAL.test(url) || url.endsWith('.svg')) return { src: url };
  const shown = slot.sizes ? Math.min(slot.narrowest ?? slot.width, slot.width) : slot.width;
  return { src: withWidth(url, IMAGE_WIDTHS.find((width) => width >= shown) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) };
}

/** The picture shown when an image is missing (spec §7 "image check"). */
export const DEFAULT_IMAGE_URL = '/__images/default';

import type { ImgHTMLAttributes, ReactNode } from 'react';
import { responsiveImage, type ImageSlot } from '~/lib/images';
import { useLitePage } from '~/root-data';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'slot'> & {
  url: string;
  /** Displayed size; also the picture's aspect ratio (explicit dimensions: nothing shifts while it loads). */
  width: number;
  height: number;
  /** Widest display width and the `sizes` rule, when it differs from `width`. */
  layout?: ImageSlot;
};

/**
 * Where a picture a lite page leaves out would stand (decision 109): a box of its size, so a card without its
 * picture is as tall as its neighbour with one. Nothing is loaded; screen readers skip it.
 */
export function PictureSpace({ width, height }: { width: number; height: number }) {
  return <span className="picture-space" style={{ width, aspectRatio: `${width} / ${height}` }} aria-hidden="true" />;
}

/** A transparent pixel (GIF): shown in a lazy picture's box by a browser that runs no script. */
const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A lazy picture (decision 142): `loading="lazy"` needs scripting (the HTML standard), so a browser that runs no
 * script would load every one of them, below the first screen too, before the page's load event. There the
 * `(scripting: none)` source wins and the box shows a transparent pixel from the document itself: no request.
 * With scripting the browser skips the source and loads the `<img>` lazily as before. `picture` is
 * `display: contents`, so the `<img>` lays out as if it stood alone.
 */
export function LazyPicture({ children }: { children: ReactNode }) {
  return (
    <picture>
      <source media="(scripting: none)" srcSet={NO_PICTURE} />
      {children}
    </picture>
  );
}

/**
 * An <img> with `srcset`/`sizes` for pictures the local image service renders at several widths (decision 031);
 * on a lite page one picture sized for a 360 px phone (decision 109). A lazy one is a `LazyPicture`.
 */
export function ResponsiveImg({ url, width, height, layout, alt, ...rest }: Props) {
  const image = (useLitePage()?.image ?? responsiveImage)(url, layout ?? { width });
  const img = <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={alt} width={width} height={height} {...rest} />;
  return rest.loading === 'lazy' ? <LazyPicture>{img}</LazyPicture> : img;
}

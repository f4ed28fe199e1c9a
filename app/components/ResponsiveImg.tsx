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

/** Where a picture a lite page leaves out would stand: a box of its size, so cards stay aligned; screen readers skip it. */
export function PictureSpace({ width, height }: { width: number; height: number }) {
  return <span className="picture-space" style={{ width, aspectRatio: `${width} / ${height}` }} aria-hidden="true" />;
}

/** A transparent pixel (GIF): shown in a lazy picture's box by a browser that runs no script. */
const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** `loading="lazy"` needs scripting, so without script the `(scripting: none)` source shows a transparent pixel from
 * the document itself instead of loading every picture; `picture` is `display: contents`. */
export function LazyPicture({ children }: { children: ReactNode }) {
  return (
    <picture>
      <source media="(scripting: none)" srcSet={NO_PICTURE} />
      {children}
    </picture>
  );
}

/** An <img> with `srcset`/`sizes` from the local image service's widths; on a lite page one picture sized for a phone. */
export function ResponsiveImg({ url, width, height, layout, alt, ...rest }: Props) {
  const image = (useLitePage()?.image ?? responsiveImage)(url, layout ?? { width });
  const img = <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={alt} width={width} height={height} {...rest} />;
  return rest.loading === 'lazy' ? <LazyPicture>{img}</LazyPicture> : img;
}

import type { ImgHTMLAttributes } from 'react';
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

/**
 * An <img> with `srcset`/`sizes` for pictures the local image service renders at several widths (decision 031);
 * on a lite page one picture sized for a 360 px phone (decision 109).
 */
export function ResponsiveImg({ url, width, height, layout, alt, ...rest }: Props) {
  const image = (useLitePage()?.image ?? responsiveImage)(url, layout ?? { width });
  return <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={alt} width={width} height={height} {...rest} />;
}

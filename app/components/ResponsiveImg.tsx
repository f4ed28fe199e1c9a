import type { ImgHTMLAttributes } from 'react';
import { responsiveImage, type ImageSlot } from '~/lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'slot'> & {
  url: string;
  /** Displayed size; also the picture's aspect ratio (explicit dimensions: nothing shifts while it loads). */
  width: number;
  height: number;
  /** Widest display width and the `sizes` rule, when it differs from `width`. */
  layout?: ImageSlot;
};

/** An <img> with `srcset`/`sizes` for pictures the local image service renders at several widths (decision 031). */
export function ResponsiveImg({ url, width, height, layout, alt, ...rest }: Props) {
  const image = responsiveImage(url, layout ?? { width });
  return <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt={alt} width={width} height={height} {...rest} />;
}

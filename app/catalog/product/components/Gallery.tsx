import { useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { Island } from '~/islands/Island';
import { ResponsiveImg } from '~/components/ResponsiveImg';
import { PHONE_COLUMN_WIDTH } from '~/lib/images';
import { useLitePage } from '~/root-data';
import type { ProductImage } from '../product-data';

// This React does not know the camel-case prop and would warn; the lower-case attribute passes through.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;
const THUMB_WIDTH = 88;
/** The main picture fills the column: the screen width on phones, beside the buy box on wider screens. */
const MAIN_SLOT = { width: 560, sizes: '(max-width: 767px) calc(100vw - 2rem), 560px', narrowest: PHONE_COLUMN_WIDTH };

/** The main image is eager and high priority (the page's largest paint); every image has explicit dimensions, so
 *  nothing moves, and thumbnails link to the full image, which works without JavaScript. */
export function Gallery({ images, name }: { images: ProductImage[] | undefined; name: string }) {
  const { pathname } = useLocation();
  // No handlers, only links: an island, a document carries no image data.
  return (
    <Island name="pdp-gallery" version={pathname} className="pdp-gallery" data={images}>
      {(data) => <GalleryImages images={data} name={name} />}
    </Island>
  );
}

function GalleryImages({ images, name }: { images: ProductImage[]; name: string }) {
  const { t } = useTranslation('product');
  // A lite page links the other pictures by number: no thumbnail is loaded.
  const lite = useLitePage();
  const [main, ...others] = images;
  if (!main) return null;
  return (
    <>
      <ResponsiveImg className="pdp-gallery__main" url={main.url} layout={MAIN_SLOT} alt={name} width={main.width} height={main.height} decoding="async" {...HIGH_PRIORITY} />
      {others.length > 0 ? (
        <ul className="pdp-gallery__thumbs" aria-label={t('gallery.label')}>
          {others.map((image, index) => {
            const label = t('gallery.image', { name, index: index + 2 });
            return (
              <li key={image.url}>
                {lite ? (
                  <a href={image.url} aria-label={label}>{index + 2}</a>
                ) : (
                  <a href={image.url}>
                    <ResponsiveImg
                      url={image.url}
                      alt={label}
                      width={THUMB_WIDTH}
                      height={Math.round((THUMB_WIDTH * image.height) / image.width)}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

import { Link } from '@remix-run/react';
import { ResponsiveImg } from '~/components/ResponsiveImg';
import { PHONE_COLUMN_WIDTH } from '~/lib/images';
import { useLitePage } from '~/root-data';
import type { PromoBannersContent } from './schema';

/** One of three banners a row on wide screens, the full width on phones. */
const BANNER_SLOT = { width: 400, sizes: '(max-width: 639px) calc(100vw - 2rem), 400px', narrowest: PHONE_COLUMN_WIDTH };

/** Sized images so the page does not shift; the first is likely above the fold, so it loads eagerly, the others
 * lazily. The whole card is one link, usable without JavaScript and on touch. */
export function PromoBanners({ content }: { content: PromoBannersContent }) {
  // A lite page shows the first banner's picture only, the one on the first screen.
  const pictured = useLitePage() ? 1 : content.banners.length;
  if (content.banners.length === 0) return null;
  return (
    <section className="container promo-banners" aria-label={content.heading}>
      <ul className="grid promo-banners__list">
        {content.banners.map((banner, index) => (
          <li key={index} className="card promo-banner">
            <Link to={banner.href} prefetch="none">
              {index < pictured ? (
                <ResponsiveImg
                  url={banner.image.url}
                  layout={BANNER_SLOT}
                  alt={banner.image.alt}
                  width={banner.image.width}
                  height={banner.image.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding={index === 0 ? 'auto' : 'async'}
                  // The lower-case attribute passes through; the React in use has no camel-case `fetchPriority` prop.
                  {...(index === 0 ? { fetchpriority: 'high' } : {})}
                />
              ) : null}
              <h2 className="promo-banner__title">{banner.title}</h2>
              <p>{banner.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

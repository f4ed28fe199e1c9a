import { Link } from '@remix-run/react';
import { PictureSpace, ResponsiveImg } from '~/components/ResponsiveImg';
import { useTranslation } from '~/i18n/react';
import { AddToCartForm } from '~/cart/AddToCartForm';
import type { ProductCardData } from '~/product/card';
import { Price } from '~/product/Price';

/** Two cards a row on phones, a fixed width at most in grids and sliders. */
const CARD_SLOT = { width: 240, sizes: '(max-width: 639px) 50vw, 240px', narrowest: 180 };

/** Quick add only where the store allows it. The image is decorative: the title next to it names the link, and an alt
 *  text would read the name twice. */
export function ProductCard({ product, locale, quickAdd, eager = false, picture = true, recommendationId }: {
  product: ProductCardData;
  locale: string;
  quickAdd: boolean;
  eager?: boolean;
  /** False on a lite page's card below the first row: a box of the picture's size instead. */
  picture?: boolean;
  /** The recommendation section the card is shown in: an add to cart from it says so (spec §7 cart-update). */
  recommendationId?: string;
}) {
  const { t } = useTranslation('common');
  const outOfStock = product.isOnStock === false;
  return (
    <article className="card">
      <Link to={product.url} prefetch="none">
        {product.image && !picture ? <PictureSpace width={240} height={240} /> : null}
        {product.image && picture ? (
          // `loading="eager"` is the default, so the first row says nothing; only the first row asks for
          // asynchronous decoding, as a lazy picture is off the first paint's path anyway.
          <ResponsiveImg url={product.image.url} layout={CARD_SLOT} alt="" width={240} height={240} loading={eager ? undefined : 'lazy'} decoding={eager ? 'async' : undefined} />
        ) : null}
        <h3 className="card__title">{product.name}</h3>
      </Link>
      {product.brand ? <p className="card__brand">{product.brand}</p> : null}
      {product.price ? <Price value={product.price} original={product.originalPrice} locale={locale} /> : null}
      {outOfStock ? <p className="card__stock card__stock--out">{t('cartForm.outOfStock')}</p> : null}
      {/* A form of its own, its button inside it: a text browser never sends what a button outside its form names with
          `form=`. Last in the card, as the island's enhancer puts React's form in its place. */}
      {quickAdd && !outOfStock ? <AddToCartForm sku={product.sku} compact recommendationId={recommendationId} /> : null}
    </article>
  );
}

import { Link, useFetcher } from '@remix-run/react';
import { ResponsiveImg } from '~/components/ResponsiveImg';
import { Price } from '~/product/Price';
import { errorMessage } from '../page/messages';
import type { CartFetcherData, CatalogProductCard, PanelData } from '../panels';
import { useCartTranslations } from './use-cart-translations';

type ComplementaryPanelData = Extract<PanelData, { kind: 'complementary' }>;

function QuickAdd({ product, locale }: { product: CatalogProductCard; locale: string }) {
  const { t } = useCartTranslations();
  const fetcher = useFetcher<CartFetcherData>();
  const added = fetcher.state !== 'submitting' && fetcher.data?.ok;
  const error = fetcher.state !== 'submitting' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <li className="cart-sidebar__product">
      {product.image ? <ResponsiveImg url={product.image.url} alt="" width={64} height={64} loading="lazy" /> : null}
      <div>
        <Link to={product.url}>{product.name}</Link>
        <Price value={product.price} original={product.originalPrice} locale={locale} />
        {/* No panel from here: the shopper is already in one. */}
        <fetcher.Form method="post" action="/checkout/cart" noValidate>
          <input type="hidden" name="intent" value="add-to-cart" />
          <input type="hidden" name="sku" value={product.sku} />
          <input type="hidden" name="quantity" value="1" />
          <input type="hidden" name="js" value="1" />
          <input type="hidden" name="open" value="none" />
          <button type="submit" className="btn btn--ghost" disabled={fetcher.state === 'submitting'}>
            {added ? t('sidebar.addedShort') : t('sidebar.add')}
            <span className="visually-hidden"> {product.name}</span>
          </button>
        </fetcher.Form>
        {error ? <p className="field__error" role="alert">{errorMessage(t, error)}</p> : null}
      </div>
    </li>
  );
}

/** Complementary products of the item just added (spec §9: at most 4). */
export function ComplementarySidebar({ panel, titleId, locale }: { panel: ComplementaryPanelData; titleId: string; locale: string }) {
  const { t } = useCartTranslations();
  return (
    <>
      <p className="notice notice--ok" role="status">{t('sidebar.added', { quantity: panel.added.quantity, name: panel.added.name })}</p>
      <h2 id={titleId}>{t('sidebar.complementaryTitle', { name: panel.added.name })}</h2>
      <ul className="cart-sidebar__products">
        {panel.products.map((product) => (
          <QuickAdd key={product.sku} product={product} locale={locale} />
        ))}
      </ul>
      <p className="cart-sidebar__actions">
        <Link to="/checkout/cart" className="btn" data-autofocus="">{t('viewCart')}</Link>
      </p>
    </>
  );
}

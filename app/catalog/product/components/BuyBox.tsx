import { Form, Link, useLocation } from '@remix-run/react';
import { AddToCartForm } from '~/cart/AddToCartForm';
import { Price } from '~/product/Price';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { useRootData } from '~/root-data';
import { formatPercent } from '~/product/format';
import type { GuaranteeOption } from '~/product/guarantees';
import type { ProductPageData, VolumeDiscountTier } from '../product-data';
import { StockLine } from './StockLine';
import { MAX_QUANTITY_PER_PRODUCT } from '~/markets/constants';

/** The id the floating bar watches: once this box has scrolled off the top, the bar appears. */
export const BUY_BOX_ID = 'buy-box';
/** The main add-to-cart form: the floating bar's button submits it, so the quantity and guarantee chosen here count. */
export const BUY_FORM_ID = 'buy-box-form';
/** Field the cart action reads: the chosen guarantee's SKU, empty for none. */
export const GUARANTEE_FIELD = 'guaranteeSku';

function GuaranteeChoice({ options, locale }: { options: GuaranteeOption[]; locale: string }) {
  const { t } = useTranslation('product');
  return (
    <fieldset className="pdp-guarantee">
      <legend>{t('guarantee.legend')}</legend>
      <label>
        <input type="radio" name={GUARANTEE_FIELD} value="" defaultChecked />{` ${t('guarantee.none')}`}
      </label>
      {options.map((option) => (
        <label key={option.sku}>
          {/* Each run of text one string: React marks the seams between adjacent texts with comments. */}
          <input type="radio" name={GUARANTEE_FIELD} value={option.sku} />{` ${option.name} `}
          <strong>{`+${formatMoney(option.price, locale)}`}</strong>{' '}
          <span className="pdp-note">{`(${t('guarantee.rate', { rate: formatPercent(option.priceRate, locale) })})`}</span>
        </label>
      ))}
    </fieldset>
  );
}

function VolumeDiscounts({ tiers, locale }: { tiers: VolumeDiscountTier[]; locale: string }) {
  const { t } = useTranslation('product');
  if (tiers.length === 0) return null;
  return (
    <div className="pdp-tiers">
      <h2>{t('volumeDiscounts.title')}</h2>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.minQuantity}>{t('volumeDiscounts.tier', { quantity: tier.minQuantity, percent: formatPercent(tier.percent, locale) })}</li>
        ))}
      </ul>
    </div>
  );
}

/** A signed-in customer's personalised discount of their loyalty tier, when there is one. */
function PersonalDiscount({ locale }: { locale: string }) {
  const { t } = useTranslation('common');
  const percent = useRootData()?.customer.personalDiscountPercent;
  if (!percent) return null;
  return <p className="pdp-note pdp-personal-discount">{t('accountMenu.personalDiscount', { percent: formatPercent(percent, locale) })}</p>;
}

/**
 * The EU energy class next to the price, as online shops must show it: the class on an arrow in its colour
 * with the scale it belongs to, linking to the full label.
 */
function EnergyBadge({ energy }: { energy: NonNullable<ProductPageData['energy']> }) {
  const { t } = useTranslation('product');
  const label = t('details.energyClass', { energyClass: energy.energyClass });
  // The scale stays outside the link: a link's visible text must be part of its name (WCAG 2.5.3), and the
  // name says the class ("Energy class: E"), which is the link's only visible text.
  const scale = <span className="energy-badge__scale" aria-hidden="true">A<br />G</span>;
  return energy.labelUrl ? (
    <span className="energy-badge" data-class={energy.energyClass}>
      {scale}
      <a className="energy-badge__class" href={energy.labelUrl} aria-label={label} title={label}>{energy.energyClass}</a>
    </span>
  ) : (
    <span className="energy-badge" data-class={energy.energyClass} role="img" aria-label={label}>
      {scale}
      <span className="energy-badge__class" aria-hidden="true">{energy.energyClass}</span>
    </span>
  );
}

/**
 * Out of stock: the "notify me when back in stock" request instead of the add button, a plain form to the back-in-stock
 * route, which comes back here with `?notifyMe=sent`.
 */
function BackInStock({ page }: { page: ProductPageData }) {
  const { t } = useTranslation('product');
  const location = useLocation();
  const sent = new URLSearchParams(location.search).get('notifyMe') === 'sent';
  return (
    <section className="pdp-notify" id="back-in-stock" aria-labelledby="back-in-stock-title">
      <h2 id="back-in-stock-title">{t('backInStock.title')}</h2>
      {sent ? (
        <p className="notice notice--ok" role="status">{t('backInStock.sent')}</p>
      ) : (
        <>
          <p>{t('backInStock.text')}</p>
          <Form method="post" action="/back-in-stock" className="pdp-notify__form">
            <input type="hidden" name="sku" value={page.sku} />
            <input type="hidden" name="returnTo" value={location.pathname} />
            <label htmlFor="back-in-stock-email">{t('backInStock.emailLabel')}</label>
            <input id="back-in-stock-email" name="email" type="email" autoComplete="email" required maxLength={254} />
            <button type="submit" className="btn btn--ghost">{t('backInStock.action')}</button>
          </Form>
        </>
      )}
    </section>
  );
}

/** What the buy box offers: the form, the back-in-stock slot, the cart limit, or nothing to order here. */
export function buyBoxState(page: Pick<ProductPageData, 'sellable' | 'stock' | 'maxQuantity'>): 'add' | 'out-of-stock' | 'limit-reached' | 'not-sellable' {
  if (!page.sellable) return 'not-sellable';
  if (page.stock?.status === 'out-of-stock') return 'out-of-stock';
  return page.maxQuantity > 0 ? 'add' : 'limit-reached';
}

/** Price, stock and the add-to-cart form: the part of the page that must arrive in the first round trip. */
export function BuyBox({ page, locale }: { page: ProductPageData; locale: string }) {
  const { t } = useTranslation('product');
  const { t: tCommon } = useTranslation('common');
  const state = buyBoxState(page);
  return (
    <div className="pdp-buy" id={BUY_BOX_ID}>
      <div className="pdp-price">
        {page.price ? <Price value={page.price} original={page.originalPrice} locale={locale} size="large" /> : null}
        {page.energy?.energyClass ? <EnergyBadge energy={page.energy} /> : null}
      </div>
      <PersonalDiscount locale={locale} />
      {page.priceDisclaimer ? <p className="pdp-note">{t('priceDisclaimer')}</p> : null}
      <StockLine stock={page.stock} />
      {state === 'add' ? (
        <AddToCartForm sku={page.sku} formId={BUY_FORM_ID} maxQuantity={page.maxQuantity}>
          {page.guarantees.length > 0 ? <GuaranteeChoice options={page.guarantees} locale={locale} /> : null}
        </AddToCartForm>
      ) : null}
      {state === 'out-of-stock' ? <BackInStock page={page} /> : null}
      {state === 'limit-reached' ? (
        <p className="notice notice--warn" role="note">
          {/* The warning names the most that can be sold: stock and the maximum per product. */}
          {t('limitReached')} {tCommon('cartForm.maxQuantityLine', { max: Math.min(MAX_QUANTITY_PER_PRODUCT, page.stock?.quantity ?? MAX_QUANTITY_PER_PRODUCT) })}{' '}
          <Link to="/checkout/cart">{t('viewCart')}</Link>
        </p>
      ) : null}
      {state === 'not-sellable' ? <p className="notice notice--warn">{t('notSellable')}</p> : null}
      <VolumeDiscounts tiers={page.volumeDiscounts} locale={locale} />
    </div>
  );
}

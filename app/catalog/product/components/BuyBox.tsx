import { AddToCartForm } from '~/cart/AddToCartForm';
import { Price } from '~/catalog/components/Price';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { useRootData } from '~/root';
import { formatPercent } from '../format';
import type { GuaranteeOption } from '../guarantees';
import type { ProductPageData, VolumeDiscountTier } from '../product-data';
import { StockLine } from './StockLine';

/** The id the floating bar watches: once this box has scrolled off the top, the bar appears. */
export const BUY_BOX_ID = 'buy-box';
/** Field the cart action reads: the chosen guarantee's SKU, empty for none. */
export const GUARANTEE_FIELD = 'guaranteeSku';

function GuaranteeChoice({ options, locale }: { options: GuaranteeOption[]; locale: string }) {
  const { t } = useTranslation('product');
  return (
    <fieldset className="pdp-guarantee">
      <legend>{t('guarantee.legend')}</legend>
      <label>
        <input type="radio" name={GUARANTEE_FIELD} value="" defaultChecked /> {t('guarantee.none')}
      </label>
      {options.map((option) => (
        <label key={option.sku}>
          <input type="radio" name={GUARANTEE_FIELD} value={option.sku} /> {option.name}{' '}
          <strong>+{formatMoney(option.price, locale)}</strong>{' '}
          <span className="pdp-note">({t('guarantee.rate', { rate: formatPercent(option.priceRate, locale) })})</span>
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

/** Issue 10 item 5: a signed-in customer's personalised discount of their loyalty tier, when there is one. */
function PersonalDiscount({ locale }: { locale: string }) {
  const { t } = useTranslation('common');
  const percent = useRootData()?.customer.personalDiscountPercent;
  if (!percent) return null;
  return <p className="pdp-note pdp-personal-discount">{t('accountMenu.personalDiscount', { percent: formatPercent(percent, locale) })}</p>;
}

/** Price, stock and the add-to-cart form: the part of the page that must arrive in the first 14 KB. */
export function BuyBox({ page, locale }: { page: ProductPageData; locale: string }) {
  const { t } = useTranslation('product');
  return (
    <div className="pdp-buy" id={BUY_BOX_ID}>
      {page.price ? <Price value={page.price} original={page.originalPrice} locale={locale} size="large" /> : null}
      <PersonalDiscount locale={locale} />
      {page.priceDisclaimer ? <p className="pdp-note">{t('priceDisclaimer')}</p> : null}
      <StockLine stock={page.stock} />
      {page.sellable ? (
        <AddToCartForm sku={page.sku}>
          {page.guarantees.length > 0 ? <GuaranteeChoice options={page.guarantees} locale={locale} /> : null}
        </AddToCartForm>
      ) : (
        <p className="notice notice--warn">{t('notSellable')}</p>
      )}
      <VolumeDiscounts tiers={page.volumeDiscounts} locale={locale} />
    </div>
  );
}

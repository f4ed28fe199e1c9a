import { AddToCartForm } from '~/cart/AddToCartForm';
import { Price } from '~/catalog/components/Price';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
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

/**
 * The EU energy class next to the price, as online shops must show it: the class on an arrow in its colour
 * with the scale it belongs to, linking to the full label.
 */
function EnergyBadge({ energy }: { energy: NonNullable<ProductPageData['energy']> }) {
  const { t } = useTranslation('product');
  const label = t('details.energyClass', { energyClass: energy.energyClass });
  const badge = (
    <>
      <span className="energy-badge__scale" aria-hidden="true">A<br />G</span>
      <span className="energy-badge__class" aria-hidden="true">{energy.energyClass}</span>
    </>
  );
  return energy.labelUrl ? (
    <a className="energy-badge" data-class={energy.energyClass} href={energy.labelUrl} aria-label={label} title={label}>{badge}</a>
  ) : (
    <span className="energy-badge" data-class={energy.energyClass} role="img" aria-label={label}>{badge}</span>
  );
}

/** Price, stock and the add-to-cart form: the part of the page that must arrive in the first 14 KB. */
export function BuyBox({ page, locale }: { page: ProductPageData; locale: string }) {
  const { t } = useTranslation('product');
  return (
    <div className="pdp-buy" id={BUY_BOX_ID}>
      <div className="pdp-price">
        {page.price ? <Price value={page.price} original={page.originalPrice} locale={locale} size="large" /> : null}
        {page.energy?.energyClass ? <EnergyBadge energy={page.energy} /> : null}
      </div>
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

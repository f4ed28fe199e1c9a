import { useTranslation } from '~/i18n/react';
import type { VatStatusView } from '../rules/vat-status';

/** "VAT ID Validation Issues" is a details element, so it opens without JavaScript; both buttons submit the addresses
 *  form. */
export function VatStatus({ vat, validating, id }: { vat: VatStatusView | null; validating: boolean; id?: string }) {
  const { t } = useTranslation('checkout');
  const tone = vat?.state === 'valid' ? 'ok' : vat && vat.state !== 'idle' ? 'warn' : null;
  return (
    <div className="vat-status" aria-live="polite" id={id}>
      {/* Enter in a field continues to payment, as these buttons stand before "Continue to payment"; placed here so a
          text browser reads it after the VAT number, and only when the buttons are there. */}
      {vat?.retry || vat?.help ? <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">{t('addresses.submit')}</button> : null}
      {validating ? <p className="vat-status__checking">{t('vat.validating')}</p> : null}
      {!validating && vat && vat.messages.length > 0 ? (
        <div className={`notice notice--${tone}`}>
          {vat.messages.map((key) => <p key={key}>{t(`vat.${key}`, { country: vat.sellerCountry, minutes: vat.waitMinutes })}</p>)}
        </div>
      ) : null}
      {!validating && vat?.retry ? (
        <button type="submit" name="intent" value="validate-vat" className="btn btn--ghost" formNoValidate>{t('vat.retry')}</button>
      ) : null}
      {/* Hidden, not removed, while a check runs: removing it would close a help the shopper had just opened. */}
      {vat?.help ? (
        <details className="vat-help" hidden={validating}>
          <summary>{t('vat.help.title')}</summary>
          <p>{t('vat.help.intro')}</p>
          <ul>
            <li>{t('vat.help.invalid')}</li>
            <li>{t('vat.help.private')}</li>
            <li>{t('vat.help.system')}</li>
          </ul>
          {/* The seller's own store charges VAT anyway: no refund to claim, said once. */}
          {!vat.sellerCountry ? <p>{t('vat.help.continue')}</p> : vat.messages.includes('sellerCountryVat') ? null : <p>{t('vat.sellerCountryVat', { country: vat.sellerCountry })}</p>}
          <button type="submit" name="intent" value="continue-gross" className="btn" formNoValidate>{t('vat.help.continueButton')}</button>
        </details>
      ) : null}
    </div>
  );
}

import { useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { moneyAmount } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { WALLET_METHOD_URLS } from '~/markets';
import { paymentMethodName } from '../payment-method-name';
import type { Money, PaymentMethodView } from '../view';

// Wallets (spec §3 "Wallets: googlepay, applepay"), JavaScript only: the Payment Request API shows the wallet's own
// sheet, whose token goes to "Order and Pay"; a browser or device without the wallet shows nothing.


function methodData(method: PaymentMethodView, country: string, total: Money): PaymentMethodData {
  const config = method.configuration ?? {};
  if (method.id === 'applepay') {
    return {
      supportedMethods: WALLET_METHOD_URLS.applepay,
      data: { version: 3, merchantIdentifier: config.merchantId, merchantCapabilities: ['supports3DS'], supportedNetworks: ['visa', 'masterCard', 'amex'], countryCode: country },
    };
  }
  return {
    supportedMethods: WALLET_METHOD_URLS.googlepay,
    data: {
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantId: config.merchantId },
      allowedPaymentMethods: [{
        type: 'CARD',
        parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'] },
        tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'adyen', gatewayMerchantId: config.gatewayMerchantId ?? '' } },
      }],
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: moneyAmount(total).toFixed(total.fractionDigits), currencyCode: total.currencyCode, countryCode: country },
    },
  };
}

function paymentRequest(method: PaymentMethodView, country: string, total: Money, label: string): PaymentRequest {
  return new PaymentRequest([methodData(method, country, total)], {
    total: { label, amount: { currency: total.currencyCode, value: moneyAmount(total).toFixed(total.fractionDigits) } },
  });
}

/** The wallet's token as the provider reads it: Google Pay's tokenization token, Apple Pay's payment data. */
function tokenOf(methodId: string, details: unknown): string {
  const value = details as { paymentMethodData?: { tokenizationData?: { token?: string } }; token?: { paymentData?: unknown } };
  if (methodId === 'googlepay') return value.paymentMethodData?.tokenizationData?.token ?? JSON.stringify(details);
  return typeof window === 'undefined' ? '' : window.btoa(JSON.stringify(value.token?.paymentData ?? details));
}

export function Wallets({ methods, total, shownTotal, locale }: { methods: PaymentMethodView[]; total: Money; shownTotal: number; locale: string }) {
  const { t } = useTranslation('checkout');
  const submit = useSubmit();
  const [available, setAvailable] = useState<PaymentMethodView[]>([]);
  const country = locale.split('-')[1] ?? '';
  useEffect(() => {
    if (typeof PaymentRequest === 'undefined') return;
    let alive = true;
    // Feature detection must never break the page: the constructor itself throws where the browser or the
    // page's CSP does not allow the wallet (RangeError), and such a wallet is simply not offered.
    const supported = async (method: PaymentMethodView) => {
      try {
        return (await paymentRequest(method, country, total, t('wallets.label')).canMakePayment()) ? method : null;
      } catch {
        return null;
      }
    };
    void Promise.all(methods.map(supported)).then((results) => alive && setAvailable(results.filter((method): method is PaymentMethodView => method !== null)));
    return () => {
      alive = false;
    };
  }, [methods, country, total, t]);
  if (available.length === 0) return null;
  const pay = async (method: PaymentMethodView) => {
    try {
      const response = await paymentRequest(method, country, total, t('wallets.label')).show();
      const walletToken = tokenOf(method.id, response.details);
      await response.complete('success');
      submit({ intent: 'pay', method: method.id, walletToken, shownTotal: String(shownTotal) }, { method: 'post' });
    } catch {
      // The shopper closed the sheet: nothing to do.
    }
  };
  return (
    <section className="checkout-section wallets" aria-labelledby="wallets-title">
      <h2 id="wallets-title">{t('wallets.title')}</h2>
      {available.map((method) => (
        <button key={method.id} type="button" className="btn btn--ghost wallet-button" onClick={() => void pay(method)}>
          {t('wallets.payWith', { method: paymentMethodName(t, method.id, method.name) })}
        </button>
      ))}
    </section>
  );
}

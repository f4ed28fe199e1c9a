import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { errorText } from '~/forms/error-text';
import { ErrorSummary } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { withColon } from '~/i18n/translator';
import { useRootData } from '~/root-data';
import { paymentMethodName, paymentMethodSite } from '../payment-method-name';
import { paymentSchema } from '../schemas';
import type { PaymentMethodView, PaymentPageData, ProviderContinuation } from '../view';
import { AddressPair, CheckoutFrame } from './CheckoutFrame';
import { StockShortageNotice } from './StockShortageNotice';
import { useHydrated } from '~/root-data';

type Answer = { result?: SubmissionResult<string[]>; continuation?: ProviderContinuation; providerAction?: unknown } | undefined;

// Script-only parts, each in a chunk of its own that only this page loads, and only once it runs script:
// the wallets (when the device supports them) and the provider's card components (when configured).
const Wallets = lazy(() => import('./Wallets').then((module) => ({ default: module.Wallets })));
const ProviderCard = lazy(() => import('./ProviderCard').then((module) => ({ default: module.ProviderCard })));

/** The provider's page that is not this shop's origin: a form the shopper sends on (the browser does with script). */
function Continuation({ continuation }: { continuation: ProviderContinuation }) {
  const { t } = useTranslation('checkout');
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, [continuation.url]);
  return (
    <div className="container checkout-page">
      <h1>{t('payment.continueTitle')}</h1>
      <form ref={ref} method={continuation.method === 'POST' ? 'post' : 'get'} action={continuation.url}>
        {Object.entries(continuation.data).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <p>{t('payment.continueText', { method: continuation.methodName })}</p>
        <button type="submit" className="btn">{t('payment.continueButton', { method: continuation.methodName })}</button>
      </form>
    </div>
  );
}

function MethodDetails({ method, locale, net }: { method: PaymentMethodView; locale: string; net: boolean }) {
  const { t } = useTranslation('checkout');
  switch (method.kind) {
    case 'bank-transfer':
      return <p className="payment-method__note">{t('payment.bankTransferNote')}</p>;
    case 'cash-on-delivery':
      // Its total where it is chosen: without script the page cannot change after the choice.
      if (!method.fee) return null;
      return (
        <>
          <p className="payment-method__note">
            {net
              ? t('payment.codFeeNet', { title: method.fee.title, amount: formatMoney(method.fee.net, locale) })
              : t('payment.codFee', { title: method.fee.title, amount: formatMoney(method.fee.gross, locale), vat: formatMoney(method.fee.vat, locale), percent: method.fee.vatPercentText })}
          </p>
          <p className="payment-method__note payment-method__total">{t('payment.codTotal', { amount: formatMoney(method.total, locale) })}</p>
        </>
      );
    default:
      if (method.id === 'scheme') return <p className="payment-method__note">{t('payment.cardNote')}</p>;
      if (method.issuers.length > 0) {
        return (
          <div className="field payment-method__issuer">
            <label htmlFor={`issuer-${method.id}`}>{t('payment.issuer')}</label>
            <select id={`issuer-${method.id}`} name="issuer" defaultValue={method.issuers[0]?.id}>
              {method.issuers.map((issuer) => <option key={issuer.id} value={issuer.id}>{issuer.name}</option>)}
            </select>
          </div>
        );
      }
      return <p className="payment-method__note">{t('payment.redirectNote', { method: paymentMethodSite(t, method.id, method.name) })}</p>;
  }
}

export function PaymentPage({ data, answer }: { data: PaymentPageData; answer?: Answer }) {
  const { t } = useTranslation('checkout');
  const { t: ta } = useTranslation('account');
  const locale = useRootData()?.locale ?? 'en';
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(paymentSchema, { id: 'checkout-payment', lastResult: answer?.result, defaultValue: { method: data.defaultMethod ?? undefined } });
  const [chosen, setChosen] = useState(data.defaultMethod);
  const methodsRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // A method chosen before the page's script ran (a slow phone) raised no change event for React: adopt it,
    // so the total above the button is that of the method the form will send.
    const checked = methodsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked) setChosen(checked.value as typeof chosen);
  }, []);
  if (answer?.continuation) return <Continuation continuation={answer.continuation} />;

  const shown = data.methods.filter((method) => !method.requiresScript);
  const wallets = data.methods.filter((method) => method.requiresScript);
  // The chosen method's total (cash on delivery adds its fee); the page as loaded shows the default method's.
  const chosenTotal = data.methods.find((method) => method.id === chosen)?.total ?? data.summary.total;
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <CheckoutFrame step="payment" title={t('payment.title')} summary={data.summary} locale={locale} lead={<StockShortageNotice shortage={data.stockShortage} />}>
      <ErrorSummary form={form} fields={{ method: fields.method }} labels={{ method: t('payment.methodLegend') }} />
      {data.paypalError ? <p className="notice notice--error" role="alert">{t('payment.paypalError')}</p> : null}
      {data.vatNotice ? <p className={`notice notice--${data.vatNotice === 'notAdjustedToNet' ? 'warn' : 'ok'}`}>{t(`vat.${data.vatNotice}`, { country: data.sellerCountry })}</p> : null}
      {data.providerUnavailable ? <p className="notice notice--warn">{t('payment.providerUnavailable')}</p> : null}
      <section className="checkout-section checkout-review" aria-labelledby="review-title">
        <h2 id="review-title">{t('review.title')}</h2>
        <AddressPair headingLevel={3} addresses={[{ title: t('review.billing'), lines: data.billing.lines }, { title: t('review.shipping'), lines: data.shipping.lines }]} />
        <p>{t('review.email', { email: data.email })} <Link to="/checkout/addresses">{t('review.change')}</Link></p>
      </section>
      {/* A document post, with JavaScript too, like the addresses step (decisions 144, 162): its answers are pages
          (the provider's card page, a bank, the thank-you page, this page with its messages), and read as Remix's
          data the provider's page cut off the rest of the answer, which Firefox reports as uncaught. */}
      <Form method="post" reloadDocument {...getFormProps(form)} className="checkout-form" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="shownTotal" value={data.shownTotal} />
        <fieldset ref={methodsRef} className="checkout-section payment-methods" aria-describedby={fields.method.errors?.length ? fields.method.errorId : undefined}>
          <legend>{t('payment.methodLegend')}</legend>
          {shown.length === 0 ? <p>{t('payment.noMethods')}</p> : null}
          {shown.map((method) => (
            <div key={method.id} className="payment-method">
              <label className="choice">
                <input
                  {...getInputProps(fields.method, { type: 'radio', value: method.id, ariaAttributes: false })}
                  id={`method-${method.id}`}
                  defaultChecked={data.defaultMethod === method.id}
                  onChange={() => setChosen(method.id)}
                />
                <span className="payment-method__name">{paymentMethodName(t, method.id, method.name)}</span>
              </label>
              <div className="payment-method__details">
                <MethodDetails method={method} locale={locale} net={data.summary.net} />
                {hydrated && method.id === 'scheme' && data.components && chosen === 'scheme' ? (
                  <Suspense fallback={null}>
                    <ProviderCard config={data.components} locale={locale} formId={form.id} />
                  </Suspense>
                ) : null}
              </div>
            </div>
          ))}
          {fields.method.errors?.length ? <p id={fields.method.errorId} className="field__error">{fields.method.errors.map((error) => errorText(ta, error)).join(' ')}</p> : null}
        </fieldset>
        {data.payLaterInfo && data.methods.some((method) => method.id.startsWith('klarna') || method.id === 'ratepay') ? (
          <p className="field__hint">{t('payment.payLaterInfo')}</p>
        ) : null}
        <p className="checkout-total">
          {withColon(data.summary.net ? t('summary.totalNet') : t('summary.total'), locale)} <strong>{formatMoney(chosenTotal, locale)}</strong>
        </p>
        <button type="submit" className="btn checkout-submit">{t('payment.submit')}</button>
        <p className="field__hint">{t('payment.terms')}</p>
      </Form>
      {hydrated && wallets.length > 0 ? (
        <Suspense fallback={null}>
          <Wallets methods={wallets} total={data.summary.total} shownTotal={data.shownTotal} locale={locale} />
        </Suspense>
      ) : null}
    </CheckoutFrame>
  );
}

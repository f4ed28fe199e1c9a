import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useFetcher } from '@remix-run/react';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import { errorText } from '~/forms/error-text';
import { Checkbox, ClientTypeField, ErrorSummary, RadioGroup, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { formatMoney } from '~/commerce/money';
import { ADDRESS_AUTOCOMPLETE, ADDRESS_FIELD_NAMES } from '~/forms/address-fields';
import { useTranslation } from '~/i18n/react';
import { withColon } from '~/i18n/translator';
import { vatNumberWithPrefix, type CountryCode } from '~/markets';
import { useRootData } from '~/root-data';
import { addressesSchemaFor, BILLING_EXTRA_FIELDS } from '../schemas';
import type { VatStatusView } from '../rules/vat-status';
import type { AddressesPageData, SavedAddressView } from '../view';
import { VatStatus } from './VatStatus';
import { CheckoutFrame } from './CheckoutFrame';
import { StockShortageNotice } from './StockShortageNotice';

type Answer = { result?: SubmissionResult<string[]>; intent?: string; vat?: VatStatusView | null } | undefined;
// Any field of the form: the components read only its name, id, errors and initial value.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;

const FORM_ID = 'checkout-addresses';

/** The address fields of one part (billing or shipping), in the account address book's order. */
function AddressFields({ fieldset, company }: { fieldset: Record<string, Meta>; company: boolean }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('checkout');
  return (
    <>
      {ADDRESS_FIELD_NAMES.map((name) => {
        if (name === 'company') {
          return company ? (
            <div key={name} className="company-only">
              <TextField meta={fieldset.company} label={tc('fields.companyName')} autoComplete="organization" />
              <TextField meta={fieldset.department} label={tc('fields.department')} />
            </div>
          ) : null;
        }
        return (
          <TextField key={name} meta={fieldset[name]} label={t(`fields.${name}`)} type={name === 'phone' ? 'tel' : 'text'} autoComplete={ADDRESS_AUTOCOMPLETE[name]} />
        );
      })}
    </>
  );
}

function SavedAddresses({ meta, addresses, legend, withNew }: { meta: Meta; addresses: SavedAddressView[]; legend: string; withNew: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="field field--choices saved-addresses">
      <legend>{legend}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="choice saved-address">
          <input {...getInputProps(meta, { type: 'radio', value: address.id, ariaAttributes: false })} id={`${meta.id}-${address.id}`} defaultChecked={meta.initialValue === address.id} />
          <span>
            {address.lines.map((line, index) => <Fragment key={index}>{index > 0 ? <br /> : null}{line}</Fragment>)}
            {address.isDefault ? <><br /><span className="saved-address__default">{t('addresses.defaultAddress')}</span></> : null}
          </span>
        </label>
      ))}
      {withNew ? (
        <label className="choice">
          <input {...getInputProps(meta, { type: 'radio', value: 'new', ariaAttributes: false })} id={`${meta.id}-new`} defaultChecked={meta.initialValue === 'new'} />
          {t('addresses.newAddress')}
        </label>
      ) : null}
    </fieldset>
  );
}

/** The company buyer's VAT ID: checked on blur with JavaScript, and on submit or by "Validate my VAT ID" without. */
function VatField({ meta, companyMeta, country, prefix, vat, sellerCountry }: { meta: Meta; companyMeta: Meta; country: CountryCode; prefix: string; vat: VatStatusView | null; sellerCountry: string | null }) {
  const { t } = useTranslation('checkout');
  const { t: ta } = useTranslation('account');
  const fetcher = useFetcher<Answer>();
  const shown = fetcher.data?.vat !== undefined ? fetcher.data.vat : vat;
  // A blur checks only a number not checked yet. The same number again would spend one of the shopper's checks,
  // and swap the status for "validating" under a pointer on its way to the help (the click then lands on what moved
  // up). The retry button checks again on purpose.
  const pending = fetcher.formData?.get('billing.vatNumber');
  const checked = typeof pending === 'string' ? vatNumberWithPrefix(country, pending) : shown && shown.state !== 'idle' ? shown.vatNumber : '';
  const hintId = `${meta.id}-hint`;
  // A refused ID's state is its error: said once, by the state's notice, which describes the field.
  const statusSaysIt = Boolean(meta.errors?.length && shown && shown.messages.length > 0);
  return (
    <div className="field company-only vat-field">
      <label htmlFor={meta.id}>{t('fields.vatNumber')}</label>
      {/* The seller's own store promises no NET invoice. */}
      <p id={hintId} className="field__hint">{sellerCountry ? t('fields.vatNumberHintSellerCountry', { prefix, country: sellerCountry }) : t('fields.vatNumberHint', { prefix })}</p>
      <input
        {...getInputProps(meta, { type: 'text', ariaDescribedBy: hintId })}
        autoComplete="off"
        onBlur={(event) => {
          const value = event.currentTarget.value.trim();
          if (value.length < 2 || vatNumberWithPrefix(country, value) === checked) return;
          const company = (event.currentTarget.form?.elements.namedItem(companyMeta.name) as HTMLInputElement | null)?.value ?? '';
          fetcher.submit({ intent: 'validate-vat', clientType: 'COMPANY', 'billing.vatNumber': value, 'billing.company': company }, { method: 'post' });
        }}
      />
      {meta.errors?.length && !statusSaysIt ? <p id={meta.errorId} className="field__error">{meta.errors.map((error) => errorText(ta, error)).join(' ')}</p> : null}
      <VatStatus vat={shown ?? null} validating={fetcher.state === 'submitting'} id={statusSaysIt ? meta.errorId : undefined} />
    </div>
  );
}

export function AddressesPage({ data, answer }: { data: AddressesPageData; answer?: Answer }) {
  const { t } = useTranslation('checkout');
  const { t: ta } = useTranslation('account');
  const locale = useRootData()?.locale ?? 'en';
  const rules = useMemo(() => ({ country: data.country, streetNumberValidation: data.streetNumberValidation, guest: data.guest }), [data.country, data.streetNumberValidation, data.guest]);
  const schema = useMemo(() => addressesSchemaFor(rules), [rules]);
  const { initial } = data;
  const [form, fields] = useSchemaForm(schema, {
    id: FORM_ID,
    lastResult: answer?.result,
    defaultValue: {
      email: data.email,
      clientType: initial.clientType,
      billingAddressId: initial.billingAddressId,
      billing: initial.billing,
      shippingType: initial.shippingType,
      shippingAddressId: initial.shippingAddressId,
      shipping: initial.shipping,
      saveAddress: 'on',
    },
  });
  const billing = fields.billing.getFieldset() as unknown as Record<string, Meta>;
  const shipping = fields.shipping.getFieldset() as unknown as Record<string, Meta>;
  const vat = answer?.vat !== undefined ? answer.vat : data.vat;

  // With JavaScript, a refusal from the server puts the focus on the first failed field (spec §5 "scroll to the
  // first failed field"); without it the error summary at the top links to each field.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.result?.status !== 'error') return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      first.focus();
      first.scrollIntoView({ block: 'center' });
    }
  }, [answer?.result]);

  const labels: Record<string, string> = {
    email: ta('fields.email'),
    clientType: t('fields.clientType'),
    billingAddressId: t('addresses.billingTitle'),
    ...Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [`billing.${name}`, `${withColon(t('addresses.billingTitle'), locale)} ${name === 'company' ? t('fields.companyName') : ta(`fields.${name}`)}`])),
    'billing.department': `${withColon(t('addresses.billingTitle'), locale)} ${t('fields.department')}`,
    'billing.vatNumber': t('fields.vatNumber'),
    shippingAddressId: t('addresses.shippingTitle'),
    ...Object.fromEntries(ADDRESS_FIELD_NAMES.filter((name) => name !== 'company').map((name) => [`shipping.${name}`, `${withColon(t('addresses.shippingTitle'), locale)} ${ta(`fields.${name}`)}`])),
  };
  const summaryFields: Record<string, { id: string; errors?: string[] }> = {
    email: fields.email,
    clientType: fields.clientType,
    billingAddressId: fields.billingAddressId,
    shippingAddressId: fields.shippingAddressId,
    // conform's fieldsets are lazy proxies (Object.entries sees nothing): the fields by name.
    ...Object.fromEntries([...ADDRESS_FIELD_NAMES, ...BILLING_EXTRA_FIELDS].map((name) => [`billing.${name}`, billing[name]])),
    ...Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [`shipping.${name}`, shipping[name]])),
  };
  const method = data.shippingMethod;

  return (
    <CheckoutFrame step="shipping" title={t('addresses.title')} summary={data.summary} locale={locale} lead={<StockShortageNotice shortage={data.stockShortage} />}>
      {data.incompleteData ? <p className="notice notice--error" role="alert">{t('addresses.incompleteData')}</p> : null}
      {data.guest ? (
        <p className="checkout-sign-in">
          {t('addresses.haveAccount')} <Link to={data.signInPaths.login}>{t('addresses.logIn')}</Link>{' · '}
          <Link to={data.signInPaths.register}>{t('addresses.createAccount')}</Link>
        </p>
      ) : null}
      <ErrorSummary form={form} fields={summaryFields} labels={labels} focus={false} />
      {/* A document post, with JavaScript too: its answer is the payment step as a document,
          and read as Remix's data it left the rest of the answer unread when the page went, which
          Firefox reports as an uncaught "Error in input stream". conform still checks the fields before it goes. */}
      <Form method="post" reloadDocument {...getFormProps(form)} ref={formRef} className="checkout-form">
        <section aria-labelledby="contact-title" className="checkout-section">
          <h2 id="contact-title">{t('addresses.contactTitle')}</h2>
          {data.guest ? (
            <TextField meta={fields.email} label={ta('fields.email')} type="email" autoComplete="email" hint={t('addresses.emailHint')} />
          ) : (
            <p>{t('addresses.signedInAs', { email: data.email })}</p>
          )}
          <ClientTypeField meta={fields.clientType} legend={t('fields.clientType')} />
        </section>

        <section aria-labelledby="billing-title" className="checkout-section">
          <h2 id="billing-title">{t('addresses.billingTitle')}</h2>
          {data.savedBilling.length > 0 ? <SavedAddresses meta={fields.billingAddressId} addresses={data.savedBilling} legend={t('addresses.chooseBilling')} withNew /> : null}
          <div className="billing-new">
            <AddressFields fieldset={billing} company />
            <p className="field"><span>{ta('fields.country')}</span> <strong>{data.countryName}</strong></p>
          </div>
          <VatField meta={billing.vatNumber} companyMeta={billing.company} country={rules.country} prefix={data.vatPrefix} vat={vat} sellerCountry={data.sellerCountry} />
        </section>

        <section aria-labelledby="shipping-title" className="checkout-section">
          <h2 id="shipping-title">{t('addresses.shippingTitle')}</h2>
          <RadioGroup
            meta={fields.shippingType}
            legend={t('addresses.shippingType')}
            options={[
              { value: 'SAME_AS_BILLING', label: t('addresses.sameAsBilling') },
              { value: 'DIFFERENT_FROM_BILLING', label: t('addresses.differentFromBilling') },
              ...(data.savedShipping.length > 0 ? [{ value: 'SAVED_ADDRESS', label: t('addresses.savedAddress') }] : []),
            ]}
          />
          {data.savedShipping.length > 0 ? (
            <div className="shipping-saved">
              <SavedAddresses meta={fields.shippingAddressId} addresses={data.savedShipping} legend={t('addresses.chooseShipping')} withNew={false} />
            </div>
          ) : null}
          <div className="shipping-different">
            <AddressFields fieldset={shipping} company={false} />
            <p className="field"><span>{ta('fields.country')}</span> <strong>{data.countryName}</strong></p>
          </div>
        </section>

        <section aria-labelledby="method-title" className="checkout-section">
          <h2 id="method-title">{t('addresses.methodTitle')}</h2>
          <p className="shipping-method">
            <strong>{t(`addresses.method.${method.method}`)}</strong>{' '}
            {method.price.centAmount === 0 ? t('summary.shippingFree') : formatMoney(method.price, locale)}
          </p>
          <p className="field__hint">
            {method.freeFrom
              ? t('addresses.parcelRule', { fee: formatMoney(method.fee, locale), threshold: formatMoney(method.freeFrom, locale) })
              : t('addresses.freightRule', { fee: formatMoney(method.fee, locale) })}
          </p>
        </section>

        {data.guest ? null : (
          <section aria-labelledby="save-title" className="checkout-section">
            <h2 id="save-title" className="visually-hidden">{t('addresses.saveTitle')}</h2>
            <Checkbox meta={fields.saveAddress} label={t('addresses.saveAddress')} />
            <Checkbox meta={fields.makeDefault} label={t('addresses.makeDefault')} />
          </section>
        )}
        {/* No intent: saving is the form's default. */}
        <button type="submit" className="btn checkout-submit">{t('addresses.submit')}</button>
      </Form>
    </CheckoutFrame>
  );
}

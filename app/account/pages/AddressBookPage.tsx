import type { SerializeFrom } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, useRouteLoaderData, useActionData } from '@remix-run/react';
import type { loader } from '~/routes/my-account/address-book';
import type { MyAccountData } from '~/routes/my-account/layout';
import type { IntentRefusal } from '~/forms/answer';
import { useMemo } from 'react';
import { useTranslation } from '~/i18n/react';
import { Checkbox, ErrorSummary, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { addressSchema, type AddressRules } from '../schemas';
import { ADDRESS_AUTOCOMPLETE, ADDRESS_FIELD_NAMES } from '~/forms/address-fields';
import type { AddressKind, AddressView } from '../view';
import { Notice } from './Notice';

type Answer = { result: SubmissionResult<string[]>; intent?: string; target?: string } | undefined;

const FIELDS = ADDRESS_FIELD_NAMES;
const AUTOCOMPLETE = ADDRESS_AUTOCOMPLETE;

function AddressForm({
  id, rules, address, countryName, lastResult,
}: { id: string; rules: AddressRules; address?: AddressView; countryName: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('account');
  const schema = useMemo(() => addressSchema(rules), [rules]);
  const [form, fields] = useSchemaForm(schema, { id, lastResult, defaultValue: address ? { ...address } : undefined });
  const labels = Object.fromEntries(FIELDS.map((name) => [name, t(`fields.${name}`)]));
  return (
    <>
      <ErrorSummary form={form} fields={fields} labels={labels} />
      <Form method="post" {...getFormProps(form)} className="account-form address-form">
        <input type="hidden" name="intent" value={address ? 'update-address' : 'add-address'} />
        {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
        {FIELDS.map((name) => (
          <TextField key={name} meta={fields[name]} label={labels[name]} type={name === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[name]} />
        ))}
        <p className="field">
          <span>{t('fields.country')}</span>
          <strong>{countryName}</strong>
        </p>
        {address ? null : <Checkbox meta={fields.makeDefault} label={t('addresses.makeDefault')} />}
        <button type="submit" className="btn">{address ? t('addresses.save') : t('addresses.add')}</button>
      </Form>
    </>
  );
}

function AddressCard({
  address, rules, countryName, answer,
}: { address: AddressView; rules: AddressRules; countryName: string; answer: Answer }) {
  const { t } = useTranslation('account');
  const mine = answer?.target === address.id ? answer : undefined;
  const editing = mine?.intent === 'update-address';
  const refusal = mine && mine.intent !== 'update-address' ? mine.result.error?.['']?.[0] : undefined;
  const title = [address.firstName, address.lastName].join(' ');
  return (
    <li className="address-card">
      <p className="address-card__lines">
        <strong>{title}</strong>
        {address.company ? <><br />{address.company}</> : null}
        <br />{address.streetName} {address.streetNumber}
        {address.additionalStreetInfo ? <><br />{address.additionalStreetInfo}</> : null}
        <br />{address.postalCode} {address.city}
        <br />{address.countryName}
        {address.phone ? <><br />{address.phone}</> : null}
      </p>
      {address.isDefault ? <p className="address-card__default">{t('addresses.default')}</p> : null}
      {refusal ? <ErrorLine raw={refusal} /> : null}
      <div className="address-card__actions">
        {address.isDefault ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="set-default" />
            <input type="hidden" name="addressId" value={address.id} />
            <button type="submit" className="btn btn--ghost">{t('addresses.setDefault')}<span className="visually-hidden">: {title}</span></button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="delete-address" />
          <input type="hidden" name="addressId" value={address.id} />
          <button type="submit" className="btn btn--ghost">{t('addresses.delete')}<span className="visually-hidden">: {title}</span></button>
        </Form>
      </div>
      <details className="address-card__edit" open={editing || undefined}>
        <summary>{t('addresses.edit')}<span className="visually-hidden">: {title}</span></summary>
        <AddressForm id={`address-${address.id}`} rules={rules} address={address} countryName={countryName} lastResult={editing ? mine?.result : undefined} />
      </details>
    </li>
  );
}

function ErrorLine({ raw }: { raw: string }) {
  const { t } = useTranslation('account');
  const key = raw.split('|')[0];
  return <p className="field__error" role="alert">{t(`errors.${key}`)}</p>;
}

export function AddressBookPage({ data }: { data: SerializeFrom<typeof loader> }) {
  const { kind, notice } = data;
  const account = (useRouteLoaderData('routes/my-account') as MyAccountData);
  const answer: Answer = useActionData<IntentRefusal>();
  // A new page for each kind: the forms start afresh when the shopper switches between the two books.
  return <AddressBook key={kind} kind={kind} addresses={account.addresses[kind]} rules={account.addressRules} countryName={account.countryName} answer={answer} notice={notice} />;
}

function AddressBook({
  kind, addresses, rules, countryName, answer, notice,
}: { kind: AddressKind; addresses: AddressView[]; rules: AddressRules; countryName: string; answer: Answer; notice: string | null }) {
  const { t } = useTranslation('account');
  const adding = answer?.target === 'new' ? answer.result : undefined;
  // A refusal for an address this page does not show (someone else's id, one deleted meanwhile).
  const stray = answer && answer.target !== 'new' && !addresses.some((address) => address.id === answer.target) ? answer.result.error?.['']?.[0] : undefined;
  return (
    <div className="account-section">
      <h1>{t(`addresses.${kind}Title`)}</h1>
      <Notice notice={notice ? `address.${notice}` : null} />
      {stray ? <ErrorLine raw={stray} /> : null}
      {addresses.length === 0 ? <p>{t('addresses.none')}</p> : (
        <ul className="address-list">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} rules={rules} countryName={countryName} answer={answer} />
          ))}
        </ul>
      )}
      <section aria-labelledby="add-address-title">
        <h2 id="add-address-title">{t('addresses.addTitle')}</h2>
        <AddressForm id={`address-new-${kind}`} rules={rules} countryName={countryName} lastResult={adding} />
      </section>
    </div>
  );
}

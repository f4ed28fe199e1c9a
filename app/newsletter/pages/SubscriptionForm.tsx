import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { ErrorSummary, FieldError, FormMessagesNamespace, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { useTranslation } from '~/i18n/react';
import { CHANNELS, type ChannelConsents } from '../consents';
import { subscriptionSchema } from '../schema';

/** Validated in the browser too; the action answers with the same messages. */
export function SubscriptionForm({ action, lastResult, newsletterOptional, email, defaults, returnTo, submitLabel }: {
  action: string;
  lastResult?: SubmissionResult<string[]>;
  newsletterOptional: boolean;
  /** A customer's own address: shown, not editable. */
  email?: string;
  defaults?: { consents?: ChannelConsents; phoneNumber?: string | null };
  returnTo?: string;
  submitLabel: string;
}) {
  const { t } = useTranslation('newsletter');
  const schema = subscriptionSchema({ newsletterOptional });
  const [form, fields] = useSchemaForm(schema, {
    id: 'newsletter-subscription',
    lastResult,
    defaultValue: {
      email,
      phoneNumber: defaults?.phoneNumber ?? undefined,
      ...Object.fromEntries(CHANNELS.map((channel) => [channel, defaults?.consents?.[channel] ? 'on' : undefined])),
    },
  });
  const labels = { email: t('fields.email'), newsletter: t('fields.channels'), phoneNumber: t('fields.phoneNumber') };
  return (
    <FormMessagesNamespace.Provider value="newsletter">
      <ErrorSummary form={form} fields={fields} labels={labels} />
      <Form method="post" action={action} {...getFormProps(form)} className="account-form newsletter-form">
        <input type="hidden" name="intent" value="subscribe" />
        {/* The page to land on after the confirmation link; kept through a refused post. */}
        {fields.returnTo.initialValue ?? returnTo ? <input type="hidden" name="returnTo" value={String(fields.returnTo.initialValue ?? returnTo)} /> : null}
        {email ? (
          <>
            <input type="hidden" name="email" value={email} />
            <p>{t('account.address', { email })}</p>
          </>
        ) : (
          <TextField meta={fields.email} label={labels.email} type="email" autoComplete="email" />
        )}
        <fieldset
          className="field field--choices"
          aria-invalid={fields.newsletter.errors?.length ? true : undefined}
          aria-describedby={fields.newsletter.errors?.length ? fields.newsletter.errorId : undefined}
        >
          <legend>{labels.newsletter}</legend>
          {CHANNELS.map((channel) => (
            <label key={channel} className="choice">
              <input {...getInputProps(fields[channel], { type: 'checkbox', ariaAttributes: false })} />
              {t(`channels.${channel}`)}
              {channel === 'newsletter' && newsletterOptional ? ` (${t('fields.optional')})` : null}
            </label>
          ))}
          <FieldError meta={fields.newsletter} />
        </fieldset>
        <TextField meta={fields.phoneNumber} label={labels.phoneNumber} type="tel" autoComplete="tel" hint={t('hints.phoneNumber')} />
        <p className="field__hint">{t('doubleOptIn')}</p>
        <button type="submit" className="btn">{submitLabel}</button>
      </Form>
    </FormMessagesNamespace.Provider>
  );
}

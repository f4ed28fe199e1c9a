import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type FormMetadata } from '@conform-to/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { withColon } from '~/i18n/translator';
import { CLIENT_TYPES } from '~/markets/rules/market-rules';
import { phoneExample } from '~/markets/rules/phone-examples';
import { useRootData } from '~/root-data';
import { errorText } from './error-text';

// Form parts of every form of the shop (account, checkout, support, newsletter): a label on every field, the
// error linked by conform (aria-invalid, aria-describedby), and a summary of every error after a submit.

/** Where `errors.*` and `errorSummary.title` come from: `account` unless another feature's form (support,
 * newsletter) provides its own. */
export const FormMessagesNamespace = createContext('account');

/** The form's translator, and the text of a message with the store's own phone example. */
function useMessages() {
  const translation = useTranslation(useContext(FormMessagesNamespace));
  const example = phoneExample(useRootData()?.country);
  return { ...translation, message: (raw: string) => errorText(translation.t, raw, { example }) };
}

// Any field of any form: the components only read its name, id, errors and initial value.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;

export function FieldError({ meta }: { meta: Meta }) {
  const { message } = useMessages();
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="field__error">
      {meta.errors.map(message).join(' ')}
    </p>
  );
}

export function TextField({
  meta, label, type = 'text', autoComplete, hint, readOnly,
}: { meta: Meta; label: string; type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'number'; autoComplete?: string; hint?: string; readOnly?: boolean }) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <input {...getInputProps(meta, { type, ariaDescribedBy: hintId })} autoComplete={autoComplete} readOnly={readOnly} />
      <FieldError meta={meta} />
    </div>
  );
}

export function TextArea({ meta, label, rows = 5 }: { meta: Meta; label: string; rows?: number }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <textarea {...getTextareaProps(meta)} rows={rows} />
      <FieldError meta={meta} />
    </div>
  );
}

export function SelectField({ meta, label, options }: { meta: Meta; label: string; options: Array<{ value: string; label: string }> }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...getSelectProps(meta)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

/** Private or company buyer, the same two choices in the account and the checkout (`account` texts). */
export function ClientTypeField({ meta, legend }: { meta: Meta; legend: string }) {
  const { t } = useTranslation('account');
  return <RadioGroup meta={meta} legend={legend} options={CLIENT_TYPES.map((value) => ({ value, label: t(`customerType.${value}`) }))} />;
}

/** One choice of several shown at once (client type, star rating). */
export function RadioGroup({ meta, legend, options }: { meta: Meta; legend: string; options: Array<{ value: string; label: string }> }) {
  const current = meta.initialValue;
  return (
    <fieldset className="field field--choices" aria-invalid={meta.errors?.length ? true : undefined} aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => {
        // conform turns an enum into a `pattern`, which HTML allows on text inputs only, not on radios.
        const { pattern: _pattern, ...props } = getInputProps(meta, { type: 'radio', value: option.value, ariaAttributes: false });
        return (
          <label key={option.value} className="choice">
            <input {...props} id={`${meta.id}-${option.value}`} defaultChecked={current === option.value} />
            {option.label}
          </label>
        );
      })}
      <FieldError meta={meta} />
    </fieldset>
  );
}

export function Checkbox({ meta, label }: { meta: Meta; label: ReactNode }) {
  return (
    <div className="field field--check">
      <label className="choice">
        <input {...getInputProps(meta, { type: 'checkbox' })} />
        {label}
      </label>
      <FieldError meta={meta} />
    </div>
  );
}

/** The form's messages and a link to every field in error, in `labels` order; focused when it appears (unless
 * `focus` is false), so keyboard and screen-reader users start there. */
export function ErrorSummary({
  form, fields, labels, focus = true,
}: {
  form: Pick<FormMetadata, 'id' | 'status'> & { errors?: string[] };
  fields: Record<string, { id: string; errors?: string[] }>;
  labels: Record<string, string>;
  /** Focus the summary when it appears (false: the first failed field has the focus, given by conform or the page,
   *  and is brought into view with its label; the checkout). */
  focus?: boolean;
}) {
  const { t, i18n, message } = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  const formErrors = form.errors ?? [];
  const fieldErrors = Object.keys(labels).flatMap((name) => {
    const field = fields[name];
    return field?.errors?.length ? [{ name, id: field.id, text: field.errors.map(message).join(' ') }] : [];
  });
  // conform reports the server's answer as status 'error'; a submit its own validation stopped leaves no
  // status, so the summary also follows this form's submit attempts.
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    const element = document.getElementById(form.id);
    const onSubmit = () => setSubmitted(true);
    element?.addEventListener('submit', onSubmit, true);
    return () => element?.removeEventListener('submit', onSubmit, true);
  }, [form.id]);
  const show = (form.status === 'error' || submitted) && (formErrors.length > 0 || fieldErrors.length > 0);
  const signature = show ? [...formErrors, ...fieldErrors.map((field) => field.name)].join('|') : '';
  useEffect(() => {
    if (!signature) return;
    if (focus) ref.current?.focus();
    // The failed field that was focused instead, shown with its label: WebKit scrolls a focused field only to the
    // window's edge, with the label above it out of view.
    else document.activeElement?.closest('.field, fieldset')?.scrollIntoView({ block: 'center' });
  }, [signature, focus]);
  if (!show) return null;
  const titleId = `${form.id}-summary`;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">{t('errorSummary.title')}</h2>
      <ul>
        {formErrors.map((error) => (
          <li key={error} id={`${form.id}-form-error`}>{message(error)}</li>
        ))}
        {fieldErrors.map((field) => (
          <li key={field.name}>
            <a href={`#${field.id}`}>{`${withColon(labels[field.name] ?? '', i18n.language)} ${field.text}`}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

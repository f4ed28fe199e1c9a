import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Link, useActionData, useFetcher, useHref, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from '~/i18n/react';
import { ErrorSummary, FieldError, FormMessagesNamespace, TextArea, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { chooseReason, chooseSubReason, continueRequest, flowHref, goBack, pendingShortcut, stepOf, SUPPORT_PATH, type SupportFlowState } from '../flow';
import { PRODUCT_CODE_PREFIX, PRODUCT_NUMBER_DIGITS, PRODUCT_NUMBER_INPUT_MAX, stripNonDigits } from '../product-number';
import { FLAGGED_FIELDS, REASON_GROUPS, reasonGroup, subReason, type FlaggedField, type SubReason } from '../reasons';
import { supportSchema } from '../schema';
import type { SupportAnswer, SupportFlowData } from '../view';
import { useHydrated } from '~/root-data';

// The three steps of the support form (spec checkout-payments-support §2, §4) for the support page and the
// `?contactForm=true` dialog. Each step is a link to its own page state: pages without JavaScript, in-place with it.

type Mode = 'page' | 'dialog';
type Fetcher = ReturnType<typeof useFetcher<SupportAnswer>>;

const newToken = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** The order in which the fields appear, and in which the error summary lists them. */
const FIELD_ORDER = [
  'contactName', 'companyName', 'customerEmail', 'phoneNumber', 'orderNumber', 'invoiceNumber', 'productNumber', 'quantity', 'vatId', 'subject', 'description',
] as const;

export function SupportFlow({ data, sent: sentOnLoad, mode }: { data: SupportFlowData; sent: string | null; mode: Mode }) {
  const { t } = useTranslation('support');
  const refused = useActionData<SupportAnswer>();
  const answerOnLoad = mode === 'page' && refused && !refused.ok ? refused : undefined;
  const [state, setState] = useState<SupportFlowState>(answerOnLoad?.state ?? data.state);
  // A navigation to another step (a step link followed before hydration, or the back button) brings that step's data;
  // in-place switches use replaceState, which is no navigation.
  const location = useLocation();
  const [locationKey, setLocationKey] = useState(location.key);
  if (mode === 'page' && locationKey !== location.key) {
    setLocationKey(location.key);
    setState(answerOnLoad?.state ?? data.state);
  }
  const [sent, setSent] = useState(sentOnLoad);
  const [token, setToken] = useState(data.formToken);
  const enhanced = useHydrated();
  const fetcher = useFetcher<SupportAnswer>();
  const pagePath = useHref(SUPPORT_PATH);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // After a step changes in place, focus goes to its heading (screen readers hear where they are).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [state, sent]);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer?.ok) return;
    moved.current = true;
    setSent(answer.reference);
    if (mode === 'page') window.history.replaceState(window.history.state, '', `${pagePath}?sent=${answer.reference}`);
  }, [fetcher.state, fetcher.data, mode, pagePath]);

  /** A step link: a page of its own without JavaScript, an in-place switch with it. */
  const go = (next: SupportFlowState) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!enhanced || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    moved.current = true;
    setState(next);
    if (mode === 'page') window.history.replaceState(window.history.state, '', event.currentTarget.href);
  };
  const step = stepOf(state);
  const group = reasonGroup(state.reason);
  const chosen = subReason(state.reason, state.subreason);
  const shortcut = pendingShortcut(state);
  const back = goBack(state);

  if (sent) {
    const restart = (event: MouseEvent<HTMLAnchorElement>) => {
      setToken(newToken());
      setSent(null);
      go({ continued: false, prefill: {} })(event);
    };
    return (
      <div className="support-flow support-sent" role="status">
        <h2 ref={heading} tabIndex={-1}>{t('sent.title')}</h2>
        <p>{t('sent.text', { reference: sent })}</p>
        <p>{t('sent.next')}</p>
        <p className="support-actions">
          <Link to={SUPPORT_PATH} onClick={restart}>{t('sent.another')}</Link>
          {mode === 'page' ? <Link to="/" className="btn btn--ghost">{t('sent.home')}</Link> : null}
        </p>
      </div>
    );
  }

  const backLink = step > 1 ? (
    <p className="support-back">
      <Link to={flowHref(back)} onClick={go(back)}>{step === 2 ? t('back.toReasons') : t('back.toSubReasons')}</Link>
    </p>
  ) : null;

  return (
    <div className="support-flow" data-step={step}>
      <p className="support-progress">{t('progress', { step, total: 3 })}</p>
      {step === 1 ? (
        <>
          <h2 ref={heading} tabIndex={-1}>{t('step1.title')}</h2>
          <ul className="support-choices">
            {REASON_GROUPS.map((item) => (
              <li key={item.id}>
                <Link to={flowHref(chooseReason(state, item.id))} onClick={go(chooseReason(state, item.id))}>{t(`reasons.${item.id}.title`)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {step === 2 && group ? (
        <>
          <h2 ref={heading} tabIndex={-1}>{t(`reasons.${group.id}.title`)}</h2>
          <p>{t('step2.intro')}</p>
          <ul className="support-choices">
            {group.subReasons.map((item) => (
              <li key={item.id}>
                <Link to={flowHref(chooseSubReason(state, item.id))} onClick={go(chooseSubReason(state, item.id))}>{t(`reasons.${group.id}.${item.id}`)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {step === 3 && chosen && shortcut ? (
        <ShortcutPanel heading={heading} state={state} chosen={chosen} data={data} onContinue={go(continueRequest(state))} />
      ) : null}
      {step === 3 && chosen && !shortcut ? (
        <RequestForm
          key={`${state.reason}/${state.subreason}`}
          heading={heading}
          state={state}
          chosen={chosen}
          data={data}
          token={token}
          fetcher={fetcher}
          enhanced={enhanced}
          lastResult={fetcher.data && !fetcher.data.ok ? fetcher.data.result : answerOnLoad?.result}
        />
      ) : null}
      {backLink}
    </div>
  );
}

/** Spec §2: the shortcut of a sub-reason, and the continue-the-request button that reveals the form. */
function ShortcutPanel({ heading, state, chosen, data, onContinue }: {
  heading: RefObject<HTMLHeadingElement>;
  state: SupportFlowState;
  chosen: SubReason;
  data: SupportFlowData;
  onContinue: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation('support');
  const isReturn = chosen.shortcut === 'returnPortal';
  return (
    <section className="support-shortcut" aria-labelledby="support-shortcut-title">
      <h2 id="support-shortcut-title" ref={heading} tabIndex={-1}>{t(`reasons.${state.reason}.${chosen.id}`)}</h2>
      <p>{t(`shortcuts.${chosen.shortcut}.text`)}</p>
      {isReturn ? (
        <p>
          {t('shortcuts.returnPortal.policy')} <Link to={data.shortcuts.withdrawalPolicy}>{t('shortcuts.returnPortal.policyLink')}</Link>
        </p>
      ) : null}
      <p className="support-actions">
        {/* The portal may be another site, or the stand-in outside the app's routes: a full page load. */}
        <Link className="btn" to={isReturn ? data.shortcuts.returnPortal : data.shortcuts.myOrders} reloadDocument={isReturn}>{t(`shortcuts.${chosen.shortcut}.action`)}</Link>
        <Link className="btn btn--ghost" to={flowHref(continueRequest(state))} onClick={onContinue}>{t('shortcuts.continue')}</Link>
      </p>
    </section>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>;

/** Spec §5: "non-digits stripped as typed, shown with the product code prefix, read-only when prefilled". */
function ProductNumberField({ meta, label, locked }: { meta: Meta; label: string; locked: boolean }) {
  const { t } = useTranslation('support');
  const hintId = `${meta.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <p id={hintId} className="field__hint">{locked ? t('hints.productNumberLocked') : t('hints.productNumber', { digits: PRODUCT_NUMBER_DIGITS, prefix: PRODUCT_CODE_PREFIX })}</p>
      <span className="input-prefix">
        <span className="input-prefix__text" aria-hidden="true">{PRODUCT_CODE_PREFIX}</span>
        <input
          {...getInputProps(meta, { type: 'text', ariaDescribedBy: hintId })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={PRODUCT_NUMBER_INPUT_MAX}
          readOnly={locked}
          onInput={(event) => {
            const digits = stripNonDigits(event.currentTarget.value);
            if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
          }}
        />
      </span>
      <FieldError meta={meta} />
    </div>
  );
}

function RequestForm({ heading, state, chosen, data, token, fetcher, enhanced, lastResult }: {
  heading: RefObject<HTMLHeadingElement>;
  state: SupportFlowState;
  chosen: SubReason;
  data: SupportFlowData;
  token: string;
  fetcher: Fetcher;
  enhanced: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation('support');
  const locked = Boolean(state.prefill.productNumber);
  const [form, fields] = useSchemaForm(supportSchema, {
    id: 'support-request',
    lastResult,
    defaultValue: { ...data.defaults, productNumber: state.prefill.productNumber, quantity: state.prefill.quantity },
  });
  const asked = (field: FlaggedField) => chosen.fields.includes(field);
  const shown = FIELD_ORDER.filter((name) =>
    name === 'companyName' ? chosen.companyName : (FLAGGED_FIELDS as readonly string[]).includes(name) ? asked(name as FlaggedField) : true);
  const labels = Object.fromEntries(shown.map((name) => [name, t(`fields.${name}`)]));
  const busy = fetcher.state !== 'idle';
  return (
    <FormMessagesNamespace.Provider value="support">
      <section className="support-request" aria-labelledby="support-request-title">
        <h2 id="support-request-title" ref={heading} tabIndex={-1}>{t(`reasons.${state.reason}.${chosen.id}`)}</h2>
        <p className="field__hint">{t('step3.intro')}</p>
        <ErrorSummary form={form} fields={fields} labels={labels} />
        <fetcher.Form method="post" action={SUPPORT_PATH} {...getFormProps(form)} className="account-form support-form" aria-busy={busy || undefined}>
          <input type="hidden" name="reason" value={state.reason} />
          <input type="hidden" name="subreason" value={chosen.id} />
          <input type="hidden" name="submissionId" value={token} />
          {locked ? <input type="hidden" name="productNumberLocked" value="1" /> : null}
          {enhanced ? <input type="hidden" name="js" value="1" /> : null}
          <TextField meta={fields.contactName} label={labels.contactName} autoComplete="name" />
          {chosen.companyName ? <TextField meta={fields.companyName} label={labels.companyName} autoComplete="organization" hint={t('hints.optional')} /> : null}
          <TextField meta={fields.customerEmail} label={labels.customerEmail} type="email" autoComplete="email" />
          {asked('phoneNumber') ? <TextField meta={fields.phoneNumber} label={labels.phoneNumber} type="tel" autoComplete="tel" hint={t('hints.phoneNumber')} /> : null}
          {asked('orderNumber') ? <TextField meta={fields.orderNumber} label={labels.orderNumber} hint={t('hints.orderNumber')} /> : null}
          {asked('invoiceNumber') ? <TextField meta={fields.invoiceNumber} label={labels.invoiceNumber} /> : null}
          {asked('productNumber') ? <ProductNumberField meta={fields.productNumber} label={labels.productNumber} locked={locked} /> : null}
          {asked('quantity') ? <TextField meta={fields.quantity} label={labels.quantity} type="number" /> : null}
          {asked('vatId') ? <TextField meta={fields.vatId} label={labels.vatId} hint={t('hints.vatId')} /> : null}
          <TextField meta={fields.subject} label={labels.subject} />
          <TextArea meta={fields.description} label={labels.description} rows={6} />
          <button type="submit" className="btn" disabled={busy}>{t('submit')}</button>
        </fetcher.Form>
      </section>
    </FormMessagesNamespace.Provider>
  );
}

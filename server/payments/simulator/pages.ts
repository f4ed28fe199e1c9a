import { TEST_CARDS, THREE_DS_PASSWORD, type TestCard } from '~/payments/test-cards';
import type { CardFormErrors, CardFormValues, GoneReason } from './engine';
import type { PageTexts } from './page-texts';
import type { OutboxRow, PaymentRow } from './store';

/** Plain HTML forms without script, in the shopper's language as the provider's own pages are
 * (`locales/{language}/payment-pages.json`); the operator's overview is in English. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 30rem; margin: 0 auto; padding: 1.5rem 1rem; }
  main.wide { max-width: 64rem; }
  .card { background: #fff; border: 1px solid #d1d5db; border-radius: .5rem; padding: 1.25rem; }
  h1 { font-size: 1.375rem; margin: 0 0 .25rem; }
  .banner { background: #1e3a8a; color: #fff; padding: .5rem 1rem; font-size: .875rem; }
  .amount { font-size: 1.5rem; font-weight: 700; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .625rem; border: 1px solid #6b7280; border-radius: .375rem; }
  input[aria-invalid="true"] { border-color: #b91c1c; border-width: 2px; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  .field-error { color: #b91c1c; margin: .25rem 0 0; }
  .summary { border: 2px solid #b91c1c; padding: .75rem 1rem; margin-bottom: 1rem; border-radius: .375rem; }
  .summary h2 { font-size: 1rem; margin: 0 0 .25rem; color: #b91c1c; }
  button { font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: .375rem; border: 0; cursor: pointer; margin-top: 1.25rem; }
  .primary { width: 100%; background: #047857; color: #fff; }
  .secondary { background: transparent; color: #1d4ed8; text-decoration: underline; padding-left: 0; }
  .danger { background: #b91c1c; color: #fff; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; }
  details { margin-top: 1.5rem; font-size: .875rem; }
  table { border-collapse: collapse; width: 100%; font-size: .875rem; }
  th, td { text-align: left; padding: .375rem .5rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  code { font-size: .875rem; }
  .scroll { overflow-x: auto; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

function layout(texts: PageTexts, title: string, content: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="${escapeHtml(texts.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner">${escapeHtml(texts.t('banner'))}</div>
<main${options.wide ? ' class="wide"' : ''}>
${content}
</main>
</body>
</html>`;
}

export function formatAmount(value: number, currency: string, locale?: string | null): string {
  const tag = locale?.replace('_', '-');
  try {
    return new Intl.NumberFormat(tag || 'en', { style: 'currency', currency }).format(value / 100);
  } catch {
    return `${(value / 100).toFixed(2)} ${currency}`;
  }
}

const FIELDS: readonly { name: keyof CardFormValues; autocomplete: string; inputmode?: string; hint?: boolean }[] = [
  { name: 'number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric', hint: true },
  { name: 'securityCode', autocomplete: 'cc-csc', inputmode: 'numeric', hint: true },
  { name: 'holderName', autocomplete: 'cc-name' },
];

/** A field's label as the page shows it: the hint is part of the label ("Expiry date (MM/YY)"). */
export function cardFieldLabel(texts: PageTexts, name: keyof CardFormValues): string {
  const definition = FIELDS.find((candidate) => candidate.name === name)!;
  const label = texts.t(`card.${name}`);
  return definition.hint ? `${label} (${texts.t(`card.${name}Hint`)})` : label;
}

function field(texts: PageTexts, definition: (typeof FIELDS)[number], values: CardFormValues, errors: CardFormErrors): string {
  const id = `card-${definition.name}`;
  const error = errors[definition.name];
  // Only the error is described separately.
  const described = error ? `${id}-error` : '';
  return `<div>
<label for="${id}">${escapeHtml(cardFieldLabel(texts, definition.name))}</label>
<input id="${id}" name="${definition.name}" autocomplete="${definition.autocomplete}"${definition.inputmode ? ` inputmode="${definition.inputmode}"` : ''}
 value="${escapeHtml(values[definition.name])}" required${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(texts.t(`card.errors.${definition.name}`))}</p>` : ''}
</div>`;
}

const BRAND_NAMES: Readonly<Record<TestCard['brand'], string>> = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express' };

function testCardTable(texts: PageTexts): string {
  const rows = TEST_CARDS.map((card) => `<tr><td><code>${card.number}</code></td><td>${escapeHtml(texts.t(`testCards.outcomes.${card.outcome}`, { brand: BRAND_NAMES[card.brand] }))}</td></tr>`).join('');
  return `<details><summary>${escapeHtml(texts.t('testCards.title'))}</summary>
<p>${escapeHtml(texts.t('testCards.intro', { password: THREE_DS_PASSWORD }))}</p>
<table><thead><tr><th scope="col">${escapeHtml(texts.t('testCards.number'))}</th><th scope="col">${escapeHtml(texts.t('testCards.result'))}</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}

export function hostedCheckoutPage(texts: PageTexts, view: {
  sessionId: string; merchantReference: string; amount: string; values: CardFormValues; errors: CardFormErrors;
}): string {
  const errorEntries = FIELDS.filter((definition) => view.errors[definition.name]);
  const summary = errorEntries.length
    ? `<div class="summary" role="alert" tabindex="-1"><h2>${escapeHtml(texts.t('card.errorSummary'))}</h2><ul>${errorEntries
        .map((definition) => `<li><a href="#card-${definition.name}">${escapeHtml(texts.t(`card.errors.${definition.name}`))}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const action = `/__payments/checkoutshopper/${encodeURIComponent(view.sessionId)}`;
  const pay = texts.t('card.pay', { amount: view.amount });
  return layout(
    texts,
    pay,
    `<div class="card">
<h1>${escapeHtml(texts.t('card.heading'))}</h1>
<p>${escapeHtml(texts.t('card.order', { reference: view.merchantReference }))}</p>
<p class="amount">${escapeHtml(view.amount)}</p>
${summary}
<form method="post" action="${action}" novalidate>
${FIELDS.slice(0, 1).map((definition) => field(texts, definition, view.values, view.errors)).join('')}
<div class="row">${FIELDS.slice(1, 3).map((definition) => field(texts, definition, view.values, view.errors)).join('')}</div>
${FIELDS.slice(3).map((definition) => field(texts, definition, view.values, view.errors)).join('')}
<button class="primary" type="submit" name="intent" value="pay">${escapeHtml(pay)}</button>
</form>
<form method="post" action="${action}">
<button class="secondary" type="submit" name="intent" value="cancel">${escapeHtml(texts.t('card.cancel'))}</button>
</form>
${testCardTable(texts)}
</div>`,
  );
}

export function stepPage(texts: PageTexts, view: {
  token: string; kind: 'challenge' | 'approval'; methodName: string; merchantReference: string; amount: string;
}): string {
  const action = `/__payments/redirect/${encodeURIComponent(view.token)}`;
  const values = { amount: view.amount, reference: view.merchantReference, method: view.methodName };
  if (view.kind === 'challenge') {
    return layout(
      texts,
      texts.t('challenge.heading'),
      `<div class="card">
<h1>${escapeHtml(texts.t('challenge.heading'))}</h1>
<p>${escapeHtml(texts.t('challenge.intro', values))}</p>
<form method="post" action="${action}">
<label for="challenge-password">${escapeHtml(texts.t('challenge.password'))}</label>
<input id="challenge-password" name="password" type="password" autocomplete="one-time-code" aria-describedby="challenge-hint" required>
<p id="challenge-hint">${escapeHtml(texts.t('challenge.hint', { password: THREE_DS_PASSWORD }))}</p>
<button class="primary" type="submit" name="intent" value="submit">${escapeHtml(texts.t('challenge.confirm'))}</button>
</form>
<form method="post" action="${action}"><button class="secondary" type="submit" name="intent" value="cancel">${escapeHtml(texts.t('challenge.cancel'))}</button></form>
</div>`,
    );
  }
  return layout(
    texts,
    texts.t('approval.title', values),
    `<div class="card">
<h1>${escapeHtml(view.methodName)}</h1>
<p>${escapeHtml(texts.t('approval.intro', values))}</p>
<form method="post" action="${action}" class="actions">
<button class="primary" type="submit" name="intent" value="authorise">${escapeHtml(texts.t('approval.approve'))}</button>
<button class="primary" type="submit" name="intent" value="pending">${escapeHtml(texts.t('approval.pending'))}</button>
<button class="danger" type="submit" name="intent" value="refuse">${escapeHtml(texts.t('approval.decline'))}</button>
<button class="secondary" type="submit" name="intent" value="cancel">${escapeHtml(texts.t('card.cancel'))}</button>
</form>
</div>`,
  );
}

export function gonePage(texts: PageTexts, reason: GoneReason | 'checkEntries' | 'notFound', returnLocation?: string): string {
  const message = texts.t(`gone.${reason}`);
  return layout(
    texts,
    message,
    `<div class="card"><h1>${escapeHtml(message)}</h1>${returnLocation ? `<p><a href="${escapeHtml(returnLocation)}">${escapeHtml(texts.t('gone.returnToShop'))}</a></p>` : ''}</div>`,
  );
}

export function overviewPage(texts: PageTexts, view: { payments: PaymentRow[]; notifications: OutboxRow[]; notifyUrl: string }): string {
  const paymentRows = view.payments
    .map((payment) => {
      const waiting = ['PresentToShopper', 'Received', 'Pending'].includes(payment.result_code);
      const refundable = payment.result_code === 'Authorised' && !payment.reversal_psp_reference;
      const form = (buttons: string) =>
        `<form method="post" action="/__payments/admin/${encodeURIComponent(payment.psp_reference)}" class="actions">${buttons}</form>`;
      const actions = waiting
        ? form(`<button class="primary" type="submit" name="intent" value="pay">Mark paid</button>
<button class="danger" type="submit" name="intent" value="refuse">Refuse</button>`)
        : refundable ? form(`<button class="danger" type="submit" name="intent" value="refund">Refund</button>
<button class="danger" type="submit" name="intent" value="chargeback">Chargeback</button>`) : '';
      return `<tr><td><code>${payment.psp_reference}</code></td><td>${escapeHtml(payment.merchant_reference)}</td>
<td>${escapeHtml(formatAmount(payment.value, payment.currency))}</td><td>${escapeHtml(payment.brand ?? payment.method)}</td>
<td>${escapeHtml(payment.result_code)}${payment.refusal_reason ? ` (${escapeHtml(payment.refusal_reason)})` : ''}${payment.reversal_psp_reference ? ', reversed, refunded or charged back' : ''}</td>
<td>${new Date(payment.created_at).toISOString()}</td><td>${actions}</td></tr>`;
    })
    .join('');
  const notificationRows = view.notifications
    .map(
      (row) => `<tr><td>${row.id}</td><td>${escapeHtml(row.event_code)}</td><td><code>${row.psp_reference}</code></td>
<td>${row.delivered_at ? `delivered ${new Date(row.delivered_at).toISOString()}` : `waiting (attempt ${row.attempts}, next ${new Date(row.due_at).toISOString()})`}</td>
<td>${row.last_error ? escapeHtml(row.last_error) : ''}</td></tr>`,
    )
    .join('');
  return layout(
    texts,
    'Payment simulator',
    `<h1>Payment simulator</h1>
<p>Notifications go to <code>${escapeHtml(view.notifyUrl)}</code>.</p>
<h2>Latest payments</h2>
<div class="scroll"><table><thead><tr><th scope="col">pspReference</th><th scope="col">Reference</th><th scope="col">Amount</th><th scope="col">Method</th>
<th scope="col">Result</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead><tbody>${paymentRows}</tbody></table></div>
<h2>Notifications</h2>
<div class="scroll"><table><thead><tr><th scope="col">#</th><th scope="col">Event</th><th scope="col">pspReference</th><th scope="col">Delivery</th>
<th scope="col">Last error</th></tr></thead><tbody>${notificationRows}</tbody></table></div>
${testCardTable(texts)}`,
    { wide: true },
  );
}

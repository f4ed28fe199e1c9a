import { TEST_CARDS, THREE_DS_PASSWORD } from '~/payments/test-cards';
import type { CardFormErrors, CardFormValues } from './engine';
import type { OutboxRow, PaymentRow } from './store';

/**
 * The simulator's shopper pages: the hosted card page, the 3-D Secure challenge, the approval page of
 * redirect methods, and the operator's overview. Plain HTML forms (no script), labelled fields, an error
 * summary linking to the fields; English only, as a stand-in for the provider's own pages.
 */
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

function layout(title: string, body: string, options: { lang?: string; wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner">Payment simulator (local test environment, no real money)</div>
<main${options.wide ? ' class="wide"' : ''}>
${body}
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

const FIELDS: readonly { name: keyof CardFormValues; label: string; autocomplete: string; inputmode?: string; hint?: string }[] = [
  { name: 'number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiry', label: 'Expiry date', autocomplete: 'cc-exp', inputmode: 'numeric', hint: 'MM/YY' },
  { name: 'securityCode', label: 'Security code', autocomplete: 'cc-csc', inputmode: 'numeric', hint: '3 or 4 digits' },
  { name: 'holderName', label: 'Name on card', autocomplete: 'cc-name' },
];

function field(definition: (typeof FIELDS)[number], values: CardFormValues, errors: CardFormErrors): string {
  const id = `card-${definition.name}`;
  const error = errors[definition.name];
  // The hint is part of the label; only the error is described separately.
  const described = error ? `${id}-error` : '';
  return `<div>
<label for="${id}">${escapeHtml(definition.label)}${definition.hint ? ` (${escapeHtml(definition.hint)})` : ''}</label>
<input id="${id}" name="${definition.name}" autocomplete="${definition.autocomplete}"${definition.inputmode ? ` inputmode="${definition.inputmode}"` : ''}
 value="${escapeHtml(values[definition.name])}" required${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function testCardTable(): string {
  const rows = TEST_CARDS.map((card) => `<tr><td><code>${card.number}</code></td><td>${escapeHtml(card.description)}</td></tr>`).join('');
  return `<details><summary>Test cards</summary>
<p>Any future expiry date, security code 737 (American Express 7373). 3-D Secure password: <code>${THREE_DS_PASSWORD}</code>.</p>
<table><thead><tr><th scope="col">Number</th><th scope="col">Result</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}

export function hostedCheckoutPage(view: {
  sessionId: string; merchantReference: string; amount: string; lang?: string; values: CardFormValues; errors: CardFormErrors;
}): string {
  const errorEntries = FIELDS.filter((definition) => view.errors[definition.name]);
  const summary = errorEntries.length
    ? `<div class="summary" role="alert" tabindex="-1"><h2>Please correct the following</h2><ul>${errorEntries
        .map((definition) => `<li><a href="#card-${definition.name}">${escapeHtml(view.errors[definition.name]!)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const action = `/__payments/checkoutshopper/${encodeURIComponent(view.sessionId)}`;
  return layout(
    `Pay ${view.amount}`,
    `<div class="card">
<h1>Pay by card</h1>
<p>Order ${escapeHtml(view.merchantReference)}</p>
<p class="amount">${escapeHtml(view.amount)}</p>
${summary}
<form method="post" action="${action}" novalidate>
${FIELDS.slice(0, 1).map((definition) => field(definition, view.values, view.errors)).join('')}
<div class="row">${FIELDS.slice(1, 3).map((definition) => field(definition, view.values, view.errors)).join('')}</div>
${FIELDS.slice(3).map((definition) => field(definition, view.values, view.errors)).join('')}
<button class="primary" type="submit" name="intent" value="pay">Pay ${escapeHtml(view.amount)}</button>
</form>
<form method="post" action="${action}">
<button class="secondary" type="submit" name="intent" value="cancel">Cancel and return to the shop</button>
</form>
${testCardTable()}
</div>`,
    { lang: view.lang },
  );
}

export function stepPage(view: {
  token: string; kind: 'challenge' | 'approval'; methodName: string; merchantReference: string; amount: string; lang?: string;
}): string {
  const action = `/__payments/redirect/${encodeURIComponent(view.token)}`;
  if (view.kind === 'challenge') {
    return layout(
      'Verify your payment',
      `<div class="card">
<h1>Verify your payment</h1>
<p>Your bank asks you to confirm the payment of <strong>${escapeHtml(view.amount)}</strong> for order ${escapeHtml(view.merchantReference)}.</p>
<form method="post" action="${action}">
<label for="challenge-password">Password</label>
<input id="challenge-password" name="password" type="password" autocomplete="one-time-code" aria-describedby="challenge-hint" required>
<p id="challenge-hint">Test environment: the password is <code>${THREE_DS_PASSWORD}</code>.</p>
<button class="primary" type="submit" name="intent" value="submit">Confirm</button>
</form>
<form method="post" action="${action}"><button class="secondary" type="submit" name="intent" value="cancel">Cancel the payment</button></form>
</div>`,
      { lang: view.lang },
    );
  }
  return layout(
    `${view.methodName}: confirm the payment`,
    `<div class="card">
<h1>${escapeHtml(view.methodName)}</h1>
<p>Confirm the payment of <strong>${escapeHtml(view.amount)}</strong> for order ${escapeHtml(view.merchantReference)}.</p>
<form method="post" action="${action}" class="actions">
<button class="primary" type="submit" name="intent" value="authorise">Approve the payment</button>
<button class="primary" type="submit" name="intent" value="pending">Approve, confirmed later (pending)</button>
<button class="danger" type="submit" name="intent" value="refuse">Decline</button>
<button class="secondary" type="submit" name="intent" value="cancel">Cancel and return to the shop</button>
</form>
</div>`,
    { lang: view.lang },
  );
}

export function gonePage(message: string, returnLocation?: string): string {
  return layout(
    message,
    `<div class="card"><h1>${escapeHtml(message)}</h1>${returnLocation ? `<p><a href="${escapeHtml(returnLocation)}">Return to the shop</a></p>` : ''}</div>`,
  );
}

export function overviewPage(view: { payments: PaymentRow[]; notifications: OutboxRow[]; notifyUrl: string }): string {
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
    'Payment simulator',
    `<h1>Payment simulator</h1>
<p>Notifications go to <code>${escapeHtml(view.notifyUrl)}</code>.</p>
<h2>Latest payments</h2>
<div class="scroll"><table><thead><tr><th scope="col">pspReference</th><th scope="col">Reference</th><th scope="col">Amount</th><th scope="col">Method</th>
<th scope="col">Result</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead><tbody>${paymentRows}</tbody></table></div>
<h2>Notifications</h2>
<div class="scroll"><table><thead><tr><th scope="col">#</th><th scope="col">Event</th><th scope="col">pspReference</th><th scope="col">Delivery</th>
<th scope="col">Last error</th></tr></thead><tbody>${notificationRows}</tbody></table></div>
${testCardTable()}`,
    { wide: true },
  );
}

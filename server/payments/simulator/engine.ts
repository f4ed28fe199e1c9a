import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type {
  Amount, NotificationRequestItem, PaymentMethodsResponse, ResultCode, SessionResultResponse, SessionStatus, VoucherAction,
} from '~/payments/checkout-api';
import { outcomeOf } from '~/payments/result-codes';
import { cardBrand, digitsOf, findTestCard, passesLuhn, TEST_SECURITY_CODE, TEST_SECURITY_CODE_AMEX, THREE_DS_PASSWORD } from '~/payments/test-cards';
import { asPaymentMethod, fitsRequest, paymentCatalogue, type CatalogueEntry } from './catalogue';
import type { PaymentRow, SessionRow, ShopperStepKind, SimulatorStore } from './store';

/** An answer of the simulator's Checkout API: HTTP status and JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface SimulatorOptions {
  store: SimulatorStore;
  merchantAccount: string;
  now?: () => number;
  /** A 'Received' bank payment (onlineBanking_PL) is settled with an AUTHORISATION after this delay. */
  asyncSettleMs?: number;
  /** A Multibanco reference expires (OFFER_CLOSED) after this long unpaid. */
  voucherValidityMs?: number;
  /** A hosted checkout session without expiresAt lasts this long. */
  sessionValidityMs?: number;
}

/** Card data as the hosted page or a `test_`-prefixed /payments request gives it. */
export interface CardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  holderName?: string;
}

export interface CardFormValues {
  number: string;
  expiry: string;
  securityCode: string;
  holderName: string;
}

/** The fields the shopper must correct (the page says how, in the shopper's language). */
export type CardFormErrors = Partial<Record<keyof CardFormValues, 'invalid'>>;

/** Why a shopper page cannot be used (the page says it in the shopper's language). */
export type GoneReason = 'pageMissing' | 'stepMissing' | 'stepFinished' | 'pageExpired' | 'paymentFinished';

interface PaymentFields {
  reference: string;
  amount: Amount;
  method: string;
  brand?: string;
  cardSummary?: string;
  country?: string;
  shopperLocale?: string;
  returnUrl?: string;
  sessionId?: string;
}

/** What the shopper's browser is told after a page form. */
export type PageAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; values: CardFormValues; errors: CardFormErrors }
  | { kind: 'gone'; reason: GoneReason; returnLocation?: string };

const REFUSAL_CODES: Readonly<Record<string, string>> = {
  Refused: '2', 'Acquirer Error': '4', 'Expired Card': '6', '3D Not Authenticated': '11', 'CVC Declined': '24', Cancelled: '0',
};

const error = (status: number, errorCode: string, message: string, errorType = 'validation'): ApiAnswer => ({
  status,
  body: { status, errorCode, message, errorType },
});

const amountSchema = z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.number().int().min(0) });
const returnUrlSchema = z.string().url().max(1024).refine((url) => /^https?:\/\//i.test(url), 'must be an http or https URL');
const paymentMethodsSchema = z
  .object({ merchantAccount: z.string(), amount: amountSchema.optional(), countryCode: z.string().optional(), shopperLocale: z.string().optional() })
  .passthrough();
const paymentSchema = z
  .object({
    merchantAccount: z.string(),
    amount: amountSchema,
    reference: z.string().min(1).max(80),
    returnUrl: returnUrlSchema,
    paymentMethod: z.object({ type: z.string().min(1) }).passthrough(),
    countryCode: z.string().optional(),
    shopperLocale: z.string().optional(),
    lineItems: z.array(z.object({}).passthrough()).optional(),
  })
  .passthrough();
const detailsSchema = z.object({ details: z.object({ redirectResult: z.string().min(1) }).passthrough() }).passthrough();
const reversalSchema = z.object({ merchantAccount: z.string(), reference: z.string().max(80).optional() }).passthrough();
const sessionSchema = z
  .object({
    merchantAccount: z.string(),
    amount: amountSchema,
    reference: z.string().min(1).max(80),
    returnUrl: returnUrlSchema,
    mode: z.literal('hosted', { errorMap: () => ({ message: "The simulator offers mode 'hosted' only" }) }),
    countryCode: z.string().optional(),
    shopperLocale: z.string().optional(),
    expiresAt: z.string().datetime({ offset: true }).optional(),
  })
  .passthrough();

function invalid(issues: z.ZodIssue[]): ApiAnswer {
  const issue = issues[0];
  const field = issue.path.join('.');
  return issue.code === 'invalid_type' && issue.received === 'undefined'
    ? error(422, '130', `Required field '${field}' is not provided.`)
    : error(422, '14_030', `${field ? `${field}: ` : ''}${issue.message}`);
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function pspReference(): string {
  const bytes = randomBytes(16);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}
const token = () => randomBytes(24).toString('base64url');

/** returnUrl plus parameters, keeping the shop's own query (cartId, paymentId). */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/** The simulator's pages are served by whichever host the shop sent as return URL (same origin, no CSP change). */
function pageOrigin(returnUrl: string): string {
  return new URL(returnUrl).origin;
}

export function createPaymentSimulator(options: SimulatorOptions) {
  const { store, merchantAccount } = options;
  const now = options.now ?? Date.now;
  const asyncSettleMs = options.asyncSettleMs ?? 5_000;
  const voucherValidityMs = options.voucherValidityMs ?? 3 * 24 * 3_600_000;
  const sessionValidityMs = options.sessionValidityMs ?? 3_600_000;
  const catalogue = paymentCatalogue(merchantAccount);

  const wrongMerchant = (account: string) => (account === merchantAccount ? undefined : error(403, '901', 'Invalid Merchant Account', 'security'));

  // ---- notifications -------------------------------------------------------------------------------

  function notify(payment: PaymentRow, eventCode: string, success: boolean, extra: Partial<NotificationRequestItem> = {}): void {
    const item: NotificationRequestItem = {
      amount: { currency: payment.currency, value: payment.value },
      eventCode,
      eventDate: new Date(now()).toISOString(),
      merchantAccountCode: payment.merchant_account,
      merchantReference: payment.merchant_reference,
      paymentMethod: payment.brand ?? payment.method,
      pspReference: payment.psp_reference,
      success: success ? 'true' : 'false',
      additionalData: {},
      ...extra,
    };
    store.enqueue(eventCode, item.pspReference, item, now());
  }

  /** AUTHORISATION as Adyen sends it: success and the operations now possible, or the refusal reason. */
  function notifyAuthorisation(payment: PaymentRow): void {
    if (payment.result_code !== 'Authorised') {
      notify(payment, 'AUTHORISATION', false, { reason: payment.refusal_reason ?? payment.result_code });
      return;
    }
    // A card's reason is "authCode:last4:expiry"; the auth code is derived from the pspReference.
    const [last4, expiry] = payment.card_summary?.split('|') ?? [];
    const authCode = String(Number.parseInt(payment.psp_reference.slice(-6), 36) % 1_000_000).padStart(6, '0');
    notify(payment, 'AUTHORISATION', true, { reason: last4 ? `${authCode}:${last4}:${expiry}` : '', operations: ['CANCEL', 'CAPTURE', 'REFUND'] });
  }

  // ---- payments --------------------------------------------------------------------------------------

  function setResult(payment: PaymentRow, resultCode: ResultCode, refusalReason: string | null = null): PaymentRow {
    const updated = { ...payment, result_code: resultCode, refusal_reason: refusalReason, updated_at: now() };
    store.updatePayment(payment.psp_reference, { result_code: resultCode, refusal_reason: refusalReason, updated_at: updated.updated_at });
    return updated;
  }

  /** The card's verdict before any 3-D Secure step. */
  function judgeCard(card: CardInput): { resultCode: ResultCode | 'challenge'; refusalReason?: string } {
    const testCard = findTestCard(card.number);
    if (testCard?.outcome === 'refused') return { resultCode: 'Refused', refusalReason: 'Refused' };
    if (testCard?.outcome === 'cancelled') return { resultCode: 'Cancelled', refusalReason: 'Cancelled' };
    if (testCard?.outcome === 'error') return { resultCode: 'Error', refusalReason: 'Acquirer Error' };
    const today = new Date(now());
    const expired = card.expiryYear < today.getUTCFullYear() || (card.expiryYear === today.getUTCFullYear() && card.expiryMonth < today.getUTCMonth() + 1);
    if (expired) return { resultCode: 'Refused', refusalReason: 'Expired Card' };
    if (!testCard) return { resultCode: 'Refused', refusalReason: 'Refused' };
    const expectedCode = testCard.brand === 'amex' ? TEST_SECURITY_CODE_AMEX : TEST_SECURITY_CODE;
    if (card.securityCode !== expectedCode) return { resultCode: 'Refused', refusalReason: 'CVC Declined' };
    return testCard.outcome === 'challenge' ? { resultCode: 'challenge' } : { resultCode: 'Authorised' };
  }

  function newPayment(fields: PaymentFields): PaymentRow {
    const time = now();
    const row: PaymentRow = {
      psp_reference: pspReference(),
      merchant_account: merchantAccount,
      merchant_reference: fields.reference,
      currency: fields.amount.currency,
      value: fields.amount.value,
      method: fields.method,
      brand: fields.brand ?? null,
      card_summary: fields.cardSummary ?? null,
      result_code: 'Received',
      refusal_reason: null,
      country: fields.country ?? null,
      shopper_locale: fields.shopperLocale ?? null,
      return_url: fields.returnUrl ?? null,
      session_id: fields.sessionId ?? null,
      voucher: null,
      reversal_psp_reference: null,
      created_at: time,
      updated_at: time,
    };
    store.insertPayment(row);
    return row;
  }

  function openStep(payment: PaymentRow, kind: ShopperStepKind): string {
    const stepToken = token();
    store.insertStep({ token: stepToken, psp_reference: payment.psp_reference, kind, state: 'open', created_at: now() });
    return `${pageOrigin(payment.return_url!)}/__payments/redirect/${stepToken}`;
  }

  /** A payment answer as /payments and /payments/details give it. */
  function paymentAnswer(payment: PaymentRow, action?: unknown): Record<string, unknown> {
    return {
      resultCode: payment.result_code,
      pspReference: payment.psp_reference,
      merchantReference: payment.merchant_reference,
      amount: { currency: payment.currency, value: payment.value },
      paymentMethod: { type: payment.method, ...(payment.brand && payment.method === 'scheme' ? { brand: payment.brand } : {}) },
      ...(payment.refusal_reason ? { refusalReason: payment.refusal_reason, refusalReasonCode: REFUSAL_CODES[payment.refusal_reason] ?? '0' } : {}),
      ...(action ? { action } : {}),
    };
  }

  /** Runs a card through judgeCard and records it; challenge cards get the 3-D Secure page. */
  function chargeCard(card: CardInput, fields: PaymentFields): { payment: PaymentRow; challengeUrl?: string } {
    const last4 = digitsOf(card.number).slice(-4);
    const payment = newPayment({
      ...fields,
      method: 'scheme',
      brand: cardBrand(card.number),
      cardSummary: `${last4}|${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`,
    });
    const verdict = judgeCard(card);
    if (verdict.resultCode === 'challenge') {
      const updated = setResult(payment, 'RedirectShopper');
      return { payment: updated, challengeUrl: openStep(updated, 'challenge') };
    }
    const settled = setResult(payment, verdict.resultCode, verdict.refusalReason ?? null);
    notifyAuthorisation(settled);
    return { payment: settled };
  }

  function testValue(value: unknown): string | undefined {
    return typeof value === 'string' && value.startsWith('test_') ? value.slice(5) : undefined;
  }

  function payments(body: unknown): ApiAnswer {
    const parsed = paymentSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const request = parsed.data;
    const refused = wrongMerchant(request.merchantAccount);
    if (refused) return refused;
    const type = request.paymentMethod.type;
    const entry = catalogue.find((candidate) => candidate.type === type);
    if (!entry || !fitsRequest(entry, { countryCode: request.countryCode, currency: request.amount.currency, value: request.amount.value })) {
      return error(422, '905_1', `Could not find an acquirer account for the provided txvariant (${type}), currency (${request.amount.currency}), and action (AUTH).`, 'configuration');
    }
    if (request.amount.value <= 0) return error(422, '137', 'Invalid amount specified');
    if (entry.needsLineItems && !request.lineItems?.length) return error(422, '130', "Required field 'lineItems' is not provided.");
    const common = {
      reference: request.reference, amount: request.amount, country: request.countryCode, shopperLocale: request.shopperLocale, returnUrl: request.returnUrl,
    };
    const method = request.paymentMethod as Record<string, unknown>;
    return handleByFlow(entry, method, common);
  }

  function handleByFlow(entry: CatalogueEntry, method: Record<string, unknown>, common: Omit<PaymentFields, 'method'>): ApiAnswer {
    switch (entry.flow) {
      case 'card': {
        if (method.storedPaymentMethodId) return error(422, '803', 'PaymentDetails not found: the simulator stores no cards');
        const fields = [method.encryptedCardNumber, method.encryptedExpiryMonth, method.encryptedExpiryYear, method.encryptedSecurityCode].map(testValue);
        if (fields.some((value) => value === undefined)) return error(422, '174', 'Unable to decrypt data');
        const [number, month, year, securityCode] = fields as string[];
        if (!passesLuhn(number)) return error(422, '101', 'Invalid card number');
        const expiryMonth = Number(month);
        const expiryYear = Number(year.length === 2 ? `20${year}` : year);
        if (!(expiryMonth >= 1 && expiryMonth <= 12) || !Number.isInteger(expiryYear)) return error(422, '129', 'Expiry Date Invalid');
        const card = { number, expiryMonth, expiryYear, securityCode, holderName: typeof method.holderName === 'string' ? method.holderName : undefined };
        const { payment, challengeUrl } = chargeCard(card, { ...common, method: 'scheme' });
        return { status: 200, body: paymentAnswer(payment, challengeUrl ? { type: 'redirect', method: 'GET', url: challengeUrl, paymentMethodType: 'scheme' } : undefined) };
      }
      case 'wallet': {
        const tokenField = entry.type === 'applepay' ? 'applePayToken' : 'googlePayToken';
        if (typeof method[tokenField] !== 'string' || method[tokenField] === '') return error(422, '130', `Required field 'paymentMethod.${tokenField}' is not provided.`);
        const payment = setResult(newPayment({ ...common, method: entry.type }), 'Authorised');
        notifyAuthorisation(payment);
        return { status: 200, body: paymentAnswer(payment) };
      }
      case 'direct': {
        const payment = setResult(newPayment({ ...common, method: entry.type }), 'Authorised');
        notifyAuthorisation(payment);
        return { status: 200, body: paymentAnswer(payment) };
      }
      case 'voucher': {
        const payment = setResult(newPayment({ ...common, method: entry.type }), 'PresentToShopper');
        const expiresAt = new Date(now() + voucherValidityMs).toISOString();
        const voucher: VoucherAction = {
          type: 'voucher',
          paymentMethodType: entry.type,
          entity: '12101',
          reference: String(Number.parseInt(payment.psp_reference.slice(0, 10), 36) % 1_000_000_000).padStart(9, '0'),
          expiresAt,
          merchantReference: payment.merchant_reference,
          merchantName: 'ProTools Direct',
          totalAmount: { currency: payment.currency, value: payment.value },
          initialAmount: { currency: payment.currency, value: payment.value },
        };
        store.updatePayment(payment.psp_reference, { voucher: JSON.stringify(voucher) });
        store.scheduleJob('expire-voucher', payment.psp_reference, now() + voucherValidityMs);
        return { status: 200, body: paymentAnswer(payment, voucher) };
      }
      case 'redirect':
      case 'redirect-async': {
        if (entry.needsIssuer) {
          const issuer = method.issuer;
          if (typeof issuer !== 'string' || !entry.issuers?.some((candidate) => candidate.id === issuer)) {
            return error(422, '130', "Required field 'paymentMethod.issuer' is not provided.");
          }
        }
        const payment = setResult(newPayment({ ...common, method: entry.type }), 'RedirectShopper');
        const url = openStep(payment, 'approval');
        return { status: 200, body: paymentAnswer(payment, { type: 'redirect', method: 'GET', url, paymentMethodType: entry.type }) };
      }
    }
  }

  function paymentDetails(body: unknown): ApiAnswer {
    const parsed = detailsSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const consumed = store.consumeRedirectResult(parsed.data.details.redirectResult, now());
    if (consumed === 'unknown' || consumed === 'used') return error(422, '14_018', 'Invalid payload provided');
    const payment = store.getPayment(consumed.pspReference)!;
    return { status: 200, body: paymentAnswer(payment) };
  }

  function reversal(paymentPspReference: string, body: unknown): ApiAnswer {
    const parsed = reversalSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const refused = wrongMerchant(parsed.data.merchantAccount);
    if (refused) return refused;
    const payment = store.getPayment(paymentPspReference);
    if (!payment || payment.merchant_account !== merchantAccount) return error(422, '167', 'Original pspReference required for this operation');
    const answer = (reversalReference: string) => ({
      status: 201,
      body: { merchantAccount, paymentPspReference, pspReference: reversalReference, ...(parsed.data.reference ? { reference: parsed.data.reference } : {}), status: 'received' },
    });
    // One reversal per payment: asking again answers the first one and never refunds twice.
    if (payment.reversal_psp_reference) return answer(payment.reversal_psp_reference);
    const reversalReference = pspReference();
    store.updatePayment(payment.psp_reference, { reversal_psp_reference: reversalReference, updated_at: now() });
    const reversible = payment.result_code === 'Authorised';
    notify(payment, 'CANCEL_OR_REFUND', reversible, {
      pspReference: reversalReference,
      originalReference: payment.psp_reference,
      merchantReference: parsed.data.reference ?? payment.merchant_reference,
      reason: reversible ? '' : `Payment is ${payment.result_code}`,
      additionalData: { 'modification.action': 'refund' },
    });
    return answer(reversalReference);
  }

  function paymentMethods(body: unknown): ApiAnswer {
    const parsed = paymentMethodsSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const refused = wrongMerchant(parsed.data.merchantAccount);
    if (refused) return refused;
    const request = { countryCode: parsed.data.countryCode, currency: parsed.data.amount?.currency, value: parsed.data.amount?.value };
    const answer: PaymentMethodsResponse = {
      paymentMethods: catalogue.filter((entry) => fitsRequest(entry, request)).map(asPaymentMethod),
    };
    return { status: 200, body: answer };
  }

  // ---- hosted checkout (sessions) -----------------------------------------------------------------

  function sessions(body: unknown): ApiAnswer {
    const parsed = sessionSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    const request = parsed.data;
    const refused = wrongMerchant(request.merchantAccount);
    if (refused) return refused;
    if (request.amount.value <= 0) return error(422, '137', 'Invalid amount specified');
    const created = now();
    const expiresAt = request.expiresAt ? Date.parse(request.expiresAt) : created + sessionValidityMs;
    const id = `CS${randomBytes(8).toString('hex').toUpperCase()}`;
    const row: SessionRow = {
      id,
      merchant_account: merchantAccount,
      reference: request.reference,
      currency: request.amount.currency,
      value: request.amount.value,
      return_url: request.returnUrl,
      country: request.countryCode ?? null,
      shopper_locale: request.shopperLocale ?? null,
      status: 'active',
      session_result: null,
      expires_at: expiresAt,
      created_at: created,
    };
    store.insertSession(row);
    return {
      status: 201,
      body: {
        id,
        mode: 'hosted',
        url: `${pageOrigin(request.returnUrl)}/__payments/checkoutshopper/${id}`,
        amount: request.amount,
        reference: request.reference,
        returnUrl: request.returnUrl,
        merchantAccount,
        expiresAt: new Date(expiresAt).toISOString(),
        sessionData: randomBytes(48).toString('base64'),
        ...(request.countryCode ? { countryCode: request.countryCode } : {}),
        ...(request.shopperLocale ? { shopperLocale: request.shopperLocale } : {}),
      },
    };
  }

  function sessionResult(id: string, result: string): ApiAnswer {
    const session = store.getSession(id);
    if (!session || !session.session_result || session.session_result !== result) return error(422, '14_0417', 'Invalid sessionResult');
    const answer: SessionResultResponse = {
      id,
      status: currentStatus(session),
      reference: session.reference,
      payments: store.sessionPayments(id)
        .filter((payment) => payment.result_code !== 'RedirectShopper')
        .map((payment) => ({
          pspReference: payment.psp_reference,
          resultCode: payment.result_code,
          amount: { currency: payment.currency, value: payment.value },
          paymentMethod: { type: payment.method, ...(payment.brand ? { brand: payment.brand } : {}) },
        })),
    };
    return { status: 200, body: answer };
  }

  function currentStatus(session: SessionRow): SessionStatus {
    return session.status === 'active' && session.expires_at <= now() ? 'expired' : session.status;
  }

  const SESSION_STATUS_BY_OUTCOME: Readonly<Record<string, SessionStatus>> = { authorised: 'completed', pending: 'paymentPending', failed: 'refused' };

  /** Ends the session and sends the shopper back with sessionId and sessionResult, as Adyen does. */
  function finishSession(session: SessionRow, status: SessionStatus): string {
    const result = session.session_result ?? token();
    store.updateSession(session.id, { status, session_result: result });
    return withParams(session.return_url, { sessionId: session.id, sessionResult: result });
  }

  function returnLocation(payment: PaymentRow): string {
    if (payment.session_id) {
      const session = store.getSession(payment.session_id)!;
      const status = payment.result_code === 'Cancelled' ? 'canceled' : SESSION_STATUS_BY_OUTCOME[outcomeOf(payment.result_code)] ?? 'refused';
      return finishSession(session, status);
    }
    const redirectResult = token();
    store.insertRedirectResult(redirectResult, payment.psp_reference);
    return withParams(payment.return_url!, { redirectResult });
  }

  function hostedPage(sessionId: string) {
    const session = store.getSession(sessionId);
    if (!session) return undefined;
    return { session, status: currentStatus(session) };
  }

  function closedSessionAnswer(session: SessionRow, status: SessionStatus): PageAnswer {
    if (status === 'expired') {
      return { kind: 'gone', reason: 'pageExpired', returnLocation: finishSession(session, 'expired') };
    }
    return { kind: 'gone', reason: 'paymentFinished', returnLocation: withParams(session.return_url, { sessionId: session.id, sessionResult: session.session_result ?? '' }) };
  }

  function submitCard(sessionId: string, values: CardFormValues): PageAnswer {
    return store.transaction(() => {
      const found = hostedPage(sessionId);
      if (!found) return { kind: 'gone', reason: 'pageMissing' };
      if (found.status !== 'active') return closedSessionAnswer(found.session, found.status);
      const errors: CardFormErrors = {};
      const number = digitsOf(values.number);
      if (!passesLuhn(number)) errors.number = 'invalid';
      const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
      const expiryMonth = expiry ? Number(expiry[1]) : NaN;
      const expiryYear = expiry ? Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]) : NaN;
      if (!expiry || expiryMonth < 1 || expiryMonth > 12) errors.expiry = 'invalid';
      if (!/^\d{3,4}$/.test(values.securityCode.trim())) errors.securityCode = 'invalid';
      if (values.holderName.trim() === '') errors.holderName = 'invalid';
      if (Object.keys(errors).length > 0) return { kind: 'invalid', values: { ...values, securityCode: '' }, errors };
      const { session } = found;
      const { payment, challengeUrl } = chargeCard(
        { number, expiryMonth, expiryYear, securityCode: values.securityCode.trim(), holderName: values.holderName.trim() },
        {
          reference: session.reference, amount: { currency: session.currency, value: session.value }, method: 'scheme',
          country: session.country ?? undefined, shopperLocale: session.shopper_locale ?? undefined, returnUrl: session.return_url, sessionId: session.id,
        },
      );
      return { kind: 'redirect', location: challengeUrl ?? returnLocation(payment) };
    });
  }

  function cancelSession(sessionId: string): PageAnswer {
    return store.transaction(() => {
      const found = hostedPage(sessionId);
      if (!found) return { kind: 'gone', reason: 'pageMissing' };
      if (found.status !== 'active') return closedSessionAnswer(found.session, found.status);
      return { kind: 'redirect', location: finishSession(found.session, 'canceled') };
    });
  }

  // ---- shopper steps: 3-D Secure challenge and redirect-method approval ------------------------------

  function step(stepToken: string) {
    const row = store.getStep(stepToken);
    if (!row) return undefined;
    const payment = store.getPayment(row.psp_reference)!;
    return { step: row, payment, entry: catalogue.find((candidate) => candidate.type === payment.method) };
  }

  type StepDecision = { kind: 'challenge'; password: string } | { kind: 'authorise' } | { kind: 'pending' } | { kind: 'refuse' } | { kind: 'cancel' };

  function completeStep(stepToken: string, decision: StepDecision): PageAnswer {
    return store.transaction(() => {
      const found = step(stepToken);
      if (!found) return { kind: 'gone', reason: 'stepMissing' };
      if (found.step.state === 'done') return { kind: 'gone', reason: 'stepFinished' };
      let payment = found.payment;
      if (decision.kind === 'cancel') {
        payment = setResult(payment, 'Cancelled', 'Cancelled');
      } else if (decision.kind === 'refuse') {
        payment = setResult(payment, 'Refused', 'Refused');
      } else if (decision.kind === 'pending' && found.step.kind === 'approval') {
        // The shopper approved, the bank confirms later: Pending now, AUTHORISATION when it settles.
        payment = setResult(payment, 'Pending');
        store.scheduleJob('settle', payment.psp_reference, now() + asyncSettleMs);
      } else if (found.step.kind === 'challenge') {
        const password = decision.kind === 'challenge' ? decision.password : '';
        payment = password === THREE_DS_PASSWORD ? setResult(payment, 'Authorised') : setResult(payment, 'Refused', '3D Not Authenticated');
      } else if (found.entry?.flow === 'redirect-async') {
        payment = setResult(payment, 'Received');
        store.scheduleJob('settle', payment.psp_reference, now() + asyncSettleMs);
      } else {
        payment = setResult(payment, 'Authorised');
      }
      if (payment.result_code !== 'Received' && payment.result_code !== 'Pending') notifyAuthorisation(payment);
      store.closeStep(stepToken);
      return { kind: 'redirect', location: returnLocation(payment) };
    });
  }

  // ---- background and the operator's dashboard -----------------------------------------------------

  /** Settles due asynchronous payments and expires unpaid vouchers. */
  function runDueJobs(): number {
    const jobs = store.dueJobs(now());
    for (const job of jobs) {
      store.transaction(() => {
        const payment = store.getPayment(job.psp_reference);
        if (payment && job.kind === 'settle' && (payment.result_code === 'Received' || payment.result_code === 'Pending')) {
          notifyAuthorisation(setResult(payment, 'Authorised'));
        }
        if (payment && job.kind === 'expire-voucher' && payment.result_code === 'PresentToShopper') {
          notify(setResult(payment, 'Cancelled', 'Offer expired'), 'OFFER_CLOSED', true, { reason: 'Offer expired' });
        }
        store.finishJob(job.id, now());
      });
    }
    return jobs.length;
  }

  /** The operator pays or refuses a waiting payment (a Multibanco reference, a pending bank payment). */
  function settle(psp: string, success: boolean): boolean {
    return store.transaction(() => {
      const payment = store.getPayment(psp);
      if (!payment || !['PresentToShopper', 'Received', 'Pending'].includes(payment.result_code)) return false;
      notifyAuthorisation(success ? setResult(payment, 'Authorised') : setResult(payment, 'Refused', 'Refused'));
      return true;
    });
  }

  /** The operator refunds an authorised payment as from the provider's back office; once per payment, like a reversal. */
  function refund(psp: string, eventCode: 'REFUND' | 'CHARGEBACK' = 'REFUND'): boolean {
    return store.transaction(() => {
      const payment = store.getPayment(psp);
      if (!payment || payment.result_code !== 'Authorised' || payment.reversal_psp_reference) return false;
      const refundReference = pspReference();
      store.updatePayment(psp, { reversal_psp_reference: refundReference, updated_at: now() });
      notify(payment, eventCode, true, { pspReference: refundReference, originalReference: psp, reason: eventCode === 'CHARGEBACK' ? 'Fraud' : '' });
      return true;
    });
  }

  /** The shopper's bank takes an authorised payment back (a CHARGEBACK notification); once per payment, like a refund. */
  const chargeback = (psp: string): boolean => refund(psp, 'CHARGEBACK');

  /** Same key, same answer: the first answer is stored with the key in the same transaction as the work. */
  function idempotent(key: string | undefined, endpoint: string, run: () => ApiAnswer): ApiAnswer {
    if (key !== undefined && (key.length === 0 || key.length > 64)) return error(422, '14_0100', 'Idempotency-Key must be 1 to 64 characters');
    return store.transaction(() => {
      if (key) {
        const earlier = store.findIdempotent(key);
        if (earlier) {
          if (earlier.endpoint !== endpoint) return error(422, '704', 'Idempotency-Key already used for another request');
          return { status: earlier.status, body: JSON.parse(earlier.body) as unknown };
        }
      }
      const answer = run();
      // Server errors are not remembered, so a retry may still succeed.
      if (key && answer.status < 500) store.saveIdempotent(key, endpoint, answer.status, JSON.stringify(answer.body), now());
      return answer;
    });
  }

  return {
    merchantAccount,
    api: {
      paymentMethods,
      payments: (body: unknown) => payments(body),
      paymentDetails,
      reversal,
      sessions,
      sessionResult,
    },
    idempotent,
    pages: { hostedPage, submitCard, cancelSession, step, completeStep },
    admin: {
      recentPayments: (limit = 50) => store.recentPayments(limit),
      recentNotifications: (limit = 50) => store.recentNotifications(limit),
      settle,
      refund: (psp: string) => refund(psp),
      chargeback,
    },
    runDueJobs,
  };
}

export type PaymentSimulator = ReturnType<typeof createPaymentSimulator>;

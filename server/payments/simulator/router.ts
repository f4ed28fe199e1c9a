import express, { type ErrorRequestHandler, type Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { ApiAnswer, CardFormErrors, CardFormValues, PageAnswer, PaymentSimulator } from './engine';
import { pageTexts, type PageTexts } from './page-texts';
import { formatAmount, gonePage, hostedCheckoutPage, overviewPage, stepPage } from './pages';

export interface SimulatorRouterOptions {
  simulator: PaymentSimulator;
  apiKey: string;
  /** Shown on the overview page. */
  notifyUrl: string;
  /** Called after anything that may have queued a notification, so it goes out at once. */
  onChange?: () => void;
}

/** Under /__payments: the Checkout API (JSON, X-API-Key, Idempotency-Key), the hosted card page, the 3-D Secure and
 * approval pages, and the operator's overview. */
export function createSimulatorRouter(options: SimulatorRouterOptions): express.Router {
  const { simulator } = options;
  const router = express.Router();
  const expectedKey = Buffer.from(options.apiKey);

  router.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
    next();
  });

  // ---- the Checkout API ----------------------------------------------------------------------------
  const api = express.Router();
  api.use((req, res, next) => {
    const given = Buffer.from(req.get('x-api-key') ?? '');
    if (given.length !== expectedKey.length || !timingSafeEqual(given, expectedKey)) {
      return void sendAnswer(res, { status: 401, body: { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' } });
    }
    next();
  });
  api.use(express.json({ limit: '100kb', type: () => true, strict: true }));
  const jsonErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
    if (error.type === 'entity.too.large') return void sendAnswer(res, { status: 413, body: { status: 413, errorCode: '702', message: 'Request too large', errorType: 'validation' } });
    if (error.status && error.status < 500) return void sendAnswer(res, { status: 400, body: { status: 400, errorCode: '702', message: 'Unable to parse JSON', errorType: 'validation' } });
    next(error);
  };
  api.use(jsonErrors);

  const post = (path: string, endpoint: string, handle: (req: express.Request) => ApiAnswer): void => {
    api.post(path, (req, res) => {
      const answer = simulator.idempotent(req.get('idempotency-key'), endpoint, () => handle(req));
      sendAnswer(res, answer);
      options.onChange?.();
    });
  };
  post('/paymentMethods', 'paymentMethods', (req) => simulator.api.paymentMethods(req.body));
  post('/payments', 'payments', (req) => simulator.api.payments(req.body));
  post('/payments/details', 'payments/details', (req) => simulator.api.paymentDetails(req.body));
  post('/payments/:pspReference/reversals', 'reversals', (req) => simulator.api.reversal(req.params.pspReference, req.body));
  post('/sessions', 'sessions', (req) => simulator.api.sessions(req.body));
  api.get('/sessions/:sessionId', (req, res) => {
    const result = typeof req.query.sessionResult === 'string' ? req.query.sessionResult : '';
    sendAnswer(res, simulator.api.sessionResult(req.params.sessionId, result));
  });
  api.use((_req, res) => sendAnswer(res, { status: 404, body: { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' } }));
  router.use('/checkout/:version(v71|v72)', api);

  // ---- shopper pages ---------------------------------------------------------------------------------
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
  const field = (body: unknown, name: string): string => {
    const value = (body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? value.slice(0, 200) : '';
  };

  // A page of no known session or step: in English (no shopperLocale to go by).
  const unknownTexts = pageTexts(null);
  const sessionTexts = (sessionId: string): PageTexts => pageTexts(simulator.pages.hostedPage(sessionId)?.session.shopper_locale);

  const renderHosted = (res: Response, sessionId: string, status: number, values: CardFormValues, errors: CardFormErrors) => {
    const found = simulator.pages.hostedPage(sessionId);
    if (!found) return void res.status(404).type('html').send(gonePage(unknownTexts, 'pageMissing'));
    const { session } = found;
    const texts = pageTexts(session.shopper_locale);
    // Expired or finished: a page saying so, with the way back to the shop.
    if (found.status !== 'active') return void sendPage(res, texts, simulator.pages.cancelSession(sessionId));
    res.status(status).type('html').send(
      hostedCheckoutPage(texts, {
        sessionId,
        merchantReference: session.reference,
        amount: formatAmount(session.value, session.currency, session.shopper_locale),
        values,
        errors,
      }),
    );
  };

  router.get('/checkoutshopper/:sessionId', (req, res) => {
    renderHosted(res, req.params.sessionId, 200, { number: '', expiry: '', securityCode: '', holderName: '' }, {});
  });
  router.post('/checkoutshopper/:sessionId', form, (req, res) => {
    const { sessionId } = req.params;
    if (field(req.body, 'intent') === 'cancel') return void sendPage(res, sessionTexts(sessionId), simulator.pages.cancelSession(sessionId));
    const values: CardFormValues = {
      number: field(req.body, 'number'),
      expiry: field(req.body, 'expiry'),
      securityCode: field(req.body, 'securityCode'),
      holderName: field(req.body, 'holderName'),
    };
    const answer = simulator.pages.submitCard(sessionId, values);
    options.onChange?.();
    if (answer.kind === 'invalid') return renderHosted(res, sessionId, 422, answer.values, answer.errors);
    sendPage(res, sessionTexts(sessionId), answer);
  });

  router.get('/redirect/:token', (req, res) => {
    const found = simulator.pages.step(req.params.token);
    if (!found) return void res.status(404).type('html').send(gonePage(unknownTexts, 'stepMissing'));
    const texts = pageTexts(found.payment.shopper_locale);
    if (found.step.state === 'done') return void res.status(410).type('html').send(gonePage(texts, 'stepFinished'));
    res.type('html').send(
      stepPage(texts, {
        token: req.params.token,
        kind: found.step.kind,
        methodName: found.entry?.name ?? found.payment.method,
        merchantReference: found.payment.merchant_reference,
        amount: formatAmount(found.payment.value, found.payment.currency, found.payment.shopper_locale),
      }),
    );
  });
  router.post('/redirect/:token', form, (req, res) => {
    const intent = field(req.body, 'intent');
    const decision =
      intent === 'cancel' ? { kind: 'cancel' as const }
      : intent === 'refuse' ? { kind: 'refuse' as const }
      : intent === 'authorise' ? { kind: 'authorise' as const }
      : intent === 'pending' ? { kind: 'pending' as const }
      : { kind: 'challenge' as const, password: field(req.body, 'password') };
    sendPage(res, pageTexts(simulator.pages.step(req.params.token)?.payment.shopper_locale), simulator.pages.completeStep(req.params.token, decision));
    options.onChange?.();
  });

  // ---- the operator's overview -----------------------------------------------------------------------
  router.get('/', (_req, res) => {
    res.type('html').send(overviewPage(unknownTexts, { payments: simulator.admin.recentPayments(), notifications: simulator.admin.recentNotifications(), notifyUrl: options.notifyUrl }));
  });
  router.post('/admin/:pspReference', form, (req, res) => {
    const intent = field(req.body, 'intent');
    if (intent === 'refund') simulator.admin.refund(req.params.pspReference);
    else if (intent === 'chargeback') simulator.admin.chargeback(req.params.pspReference);
    else simulator.admin.settle(req.params.pspReference, intent === 'pay');
    options.onChange?.();
    res.redirect(303, req.baseUrl || '/');
  });

  router.use((_req, res) => void res.status(404).type('html').send(gonePage(unknownTexts, 'notFound')));
  return router;
}

function sendAnswer(res: Response, answer: ApiAnswer): void {
  res.status(answer.status).json(answer.body);
}

const sendPage: (res: Response, texts: PageTexts, answer: PageAnswer) => void = (res, texts, answer) => {
  if (answer.kind === 'redirect') return void res.redirect(303, answer.location);
  if (answer.kind === 'gone') return void res.status(410).type('html').send(gonePage(texts, answer.reason, answer.returnLocation));
  res.status(422).type('html').send(gonePage(texts, 'checkEntries'));
};


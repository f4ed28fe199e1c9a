import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { NotificationRequestItem } from '~/payments/checkout-api';
import { notificationKey, verifyNotification, type NotificationCheck } from '~/payments/notifications.server';
import type { NotificationLedger } from './notification-ledger';

/** Where the provider (and the local simulator) posts its notifications: a root named after the provider (spec §7). */
export const PAYMENT_NOTIFICATION_PATH = '/adyen/notifications';

/** Processes one verified, first-seen notification item; throws to have the provider send it again. */
export type PaymentNotificationHandler = (item: NotificationRequestItem) => Promise<void>;

export interface NotificationEndpointOptions {
  check: NotificationCheck;
  ledger: NotificationLedger;
  handle: PaymentNotificationHandler;
  /** The webhook's basic authentication, when configured in the provider's Customer Area. */
  basicAuth?: { username: string; password: string };
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Refuses what is not the provider's (401) or no notification (400) and ignores a resend or replay; `[accepted]`
 * only once every item is handled, else 500, so the provider tries again later. */
export function createNotificationEndpoint(options: NotificationEndpointOptions): (RequestHandler | ErrorRequestHandler)[] {
  const { ledger, logger } = options;
  const parseJson = express.json({ limit: '256kb', type: () => true });
  const badJson: ErrorRequestHandler = (_error, _req, res, _next) => void res.status(400).type('text/plain').send('not a notification');

  const handler: RequestHandler = (req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error }, 'payment notification failed');
      if (!res.headersSent) res.status(500).type('text/plain').send('not processed');
    });
  };

  async function handle(req: express.Request, res: express.Response): Promise<void> {
    res.set('Cache-Control', 'no-store');
    const verdict = verifyNotification(req.body, options.check);
    if (!verdict.ok) {
      logger.warn({ reason: verdict.reason }, 'payment notification refused');
      return void res.status(verdict.reason === 'malformed' ? 400 : 401).type('text/plain').send('refused');
    }
    for (const item of verdict.items) {
      const key = notificationKey(item);
      const claim = ledger.claim(key);
      if (claim === 'done') {
        logger.info({ key }, 'payment notification seen before; ignored');
        continue;
      }
      if (claim === 'busy') return void res.status(503).type('text/plain').send('busy, send again');
      try {
        await options.handle(item);
        ledger.complete(key);
      } catch (error) {
        ledger.release(key);
        // A handler that asks for later (the order is left to the shopper's return for a while) is no failure.
        if ((error as { name?: string }).name === 'NotificationRetryLater') {
          logger.info({ key, reason: (error as Error).message }, 'payment notification deferred; the provider will send it again');
          return void res.status(503).set('Retry-After', '10').type('text/plain').send('later');
        }
        logger.error({ err: error, key }, 'payment notification not processed; the provider will send it again');
        return void res.status(500).type('text/plain').send('not processed');
      }
    }
    res.status(200).type('text/plain').send('[accepted]');
  }

  const basicAuth: RequestHandler = (req, res, next) => {
    if (!options.basicAuth) return next();
    const [scheme, encoded] = (req.get('authorization') ?? '').split(' ');
    const [username, ...rest] = Buffer.from(encoded ?? '', 'base64').toString('utf8').split(':');
    if (scheme?.toLowerCase() !== 'basic' || !equal(username ?? '', options.basicAuth.username) || !equal(rest.join(':'), options.basicAuth.password)) {
      logger.warn('payment notification refused: basic authentication failed');
      return void res.status(401).set('WWW-Authenticate', 'Basic realm="notifications"').type('text/plain').send('refused');
    }
    next();
  };

  return [basicAuth, parseJson, badJson, handler];
}

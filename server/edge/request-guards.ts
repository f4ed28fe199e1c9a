import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { CountryCode } from '~/markets';
import { shopRequestOf } from '../request-state';
import { checkFormBody, FORM_LIMITS, isFormContentType } from './form-body';
import type { RateLimiters } from './rate-limits';
import { isSameOriginPost } from './same-origin';
import { sendStatusPage } from './status-page';

type StoreDomains = Partial<Record<CountryCode, string>>;

/** The methods the shop answers. Forms post; nothing puts, patches or deletes (browsers can't without JS). */
export const ALLOWED_METHODS = 'GET, HEAD, POST';
const ALLOWED = new Set(['GET', 'HEAD', 'POST']);

/** Remix's data requests before single fetch (`?_data=`): the shop never makes them (it loads `….data`). */
const OLD_DATA_REQUEST = /[?&]_data(?:[=&]|$)/;

/** Refuses odd methods (405) and targets that are no path (`GET *`, absolute-form) or old data requests (400): a
 * client's mistake, answered without a line in the log. */
export function guardRequestLine(storeDomains: StoreDomains): RequestHandler {
  return (req, res, next) => {
    if (!req.url.startsWith('/') || OLD_DATA_REQUEST.test(req.url)) return sendStatusPage(req, res, 'badRequest', storeDomains);
    if (req.method === 'OPTIONS') return void res.set('Allow', ALLOWED_METHODS).status(204).end();
    if (!ALLOWED.has(req.method)) return sendStatusPage(req, res, 'methodNotAllowed', storeDomains, { allow: ALLOWED_METHODS });
    next();
  };
}

// Fields a "send again" form must never carry back into a page.
const SECRET_FIELD = /pass|pwd|card|cvc|cvv|iban|secret/i;

/** The posted fields for the 429 page's "send again" form. */
function resendFields(body: Buffer | undefined): [string, string][] {
  if (!body || body.length === 0) return [];
  return [...new URLSearchParams(body.toString('utf8'))].filter(([name]) => !SECRET_FIELD.test(name));
}

/** Every POST before Remix sees it: from this site (403), an urlencoded form (400), within FORM_LIMITS (413/400) and
 * the per-client POST rate (429). */
export function postGuards(options: { storeDomains: StoreDomains; rateLimiters: RateLimiters }): Array<RequestHandler | ErrorRequestHandler> {
  const { storeDomains } = options;

  const sameOrigin: RequestHandler = (req, res, next) => {
    if (!isSameOriginPost(req, shopRequestOf(res).requestHost)) return sendStatusPage(req, res, 'forbidden', storeDomains);
    if (!isFormContentType(req.get('content-type'))) return sendStatusPage(req, res, 'badRequest', storeDomains);
    next();
  };
  // A body that says it is too large is refused on its headers: body-parser would read all of it first
  // (it drains a refused body before answering), and a large post would hold the answer up.
  const declaredSize: RequestHandler = (req, res, next) => {
    const length = Number(req.get('content-length'));
    if (Number.isFinite(length) && length > FORM_LIMITS.bytes) return sendStatusPage(req, res, 'payloadTooLarge', storeDomains);
    next();
  };
  // body-parser reads at most FORM_LIMITS.bytes (413 beyond, also for a chunked body without a length),
  // refuses compressed bodies (a small zip can inflate to gigabytes) and keeps the bytes for Remix.
  const readBody = express.raw({ type: () => true, limit: FORM_LIMITS.bytes, inflate: false });
  const bodyErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, req, res, next) => {
    if (error.type === 'entity.too.large') return sendStatusPage(req, res, 'payloadTooLarge', storeDomains);
    if (error.status && error.status >= 400 && error.status < 500) return sendStatusPage(req, res, 'badRequest', storeDomains);
    next(error);
  };
  const checkShape: RequestHandler = (req, res, next) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verdict = checkFormBody(body);
    if (!verdict.ok) {
      req.log?.info({ reason: verdict.reason }, 'form refused at the edge');
      return sendStatusPage(req, res, verdict.status === 413 ? 'payloadTooLarge' : 'badRequest', storeDomains);
    }
    shopRequestOf(res).body = body;
    next();
  };
  const postRate = options.rateLimiters.middleware('posts', {
    onLimited: (req, res, seconds) =>
      sendStatusPage(req, res, 'tooManyRequests', storeDomains, {
        retryAfterSeconds: seconds,
        resend: { action: req.originalUrl, fields: resendFields(res.locals.state.shop?.body) },
      }),
  });

  return [sameOrigin, declaredSize, readBody, bodyErrors, checkShape, postRate];
}

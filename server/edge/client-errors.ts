// A client's bad request (bad JSON, too many parameters, a body above a limit) gets its 4xx and a rate-limited
// warning without a stack trace, so an error in the log always means the shop did something wrong.
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';

const LOG_INTERVAL_MS = 60_000;

/** The 4xx status of an error a parser or middleware raised for the client's request; undefined for anything else. */
export function clientErrorStatus(error: unknown): number | undefined {
  const status = Number((error as { status?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode);
  return status >= 400 && status < 500 ? status : undefined;
}

/** Logs refused client requests as one warning line, at most once a minute, with how many there were since. */
export function refusedRequestLog(logger: Pick<Logger, 'warn'>, now: () => number = Date.now) {
  let lastLogged = -Infinity;
  let refused = 0;
  return (details: { status: number; reason?: string; method: string; path: string }) => {
    refused += 1;
    if (now() - lastLogged < LOG_INTERVAL_MS) return;
    lastLogged = now();
    logger.warn({ ...details, refused }, 'client request refused');
    refused = 0;
  };
}

/** The last error handler of an app: a client's error is answered with its status and noted; anything else is ours. */
export function answerErrors(logger: Pick<Logger, 'warn' | 'error'>): ErrorRequestHandler {
  const noteRefused = refusedRequestLog(logger);
  return (error, req, res, _next) => {
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      noteRefused({ status, reason: (error as { type?: string }).type, method: req.method, path: req.path });
      if (!res.headersSent) res.status(status).type('text/plain').send(status === 404 ? 'Not found' : status === 413 ? 'Payload too large' : 'Bad request');
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'unhandled request error');
    if (res.headersSent) return void res.end();
    res.status(500).type('text/plain').send('Internal server error');
  };
}

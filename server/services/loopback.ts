import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from 'pino';
import { answerErrors } from '../edge/client-errors';
import { mountRoutes, type ServiceHandle, type ServiceRoute } from './types';

/** The primary's pages (simulators, mail inbox) on a loopback port of their own, which the workers pass /__payments,
 * /__vat and /__mail to. */
export async function loopbackServer(routes: readonly ServiceRoute[], logger: Logger): Promise<ServiceHandle<number | undefined>> {
  if (routes.length === 0) return { value: undefined, close: () => undefined };
  const app = express();
  app.disable('x-powered-by');
  mountRoutes(app, routes);
  // A client's bad body (JSON, too many fields, too large) is a 4xx and a line in the log, not a stack trace on stderr.
  app.use(answerErrors(logger));
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { value: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

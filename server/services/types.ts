// The shape every service module returns (decision 097): what it gives, the routes it answers, and how it
// lets go of what it opened.
import express from 'express';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env';
import type { ProcessRole, ServicePlan } from './role';

export interface ServiceHandle<T> {
  value: T;
  /** What it answers over HTTP (simulators, local pages, the notification endpoint), mounted before the shop's pages. */
  routes?: express.Router;
  /** Releases what it opened: ports, files, connections, timers, child processes. */
  close(): Promise<void> | void;
}

/** What a service module is built from. */
export interface ServiceContext {
  env: ServerEnv;
  role: ProcessRole;
  plan: ServicePlan;
  logger: Logger;
  /** DATA_DIR, resolved and created. */
  dataDir: string;
}

/** A service with nothing to release. */
export const valueOnly = <T>(value: T, routes?: express.Router): ServiceHandle<T> => ({ value, routes, close: () => undefined });

type Mount = readonly [path: `/${string}`, handler: express.RequestHandler];

/** A router of the mounts given (false: not in this process), or none when nothing is mounted. */
export function mounts(...entries: Array<Mount | false | undefined>): express.Router | undefined {
  const given = entries.filter((entry): entry is Mount => Boolean(entry));
  if (given.length === 0) return undefined;
  const router = express.Router();
  for (const [path, handler] of given) router.use(path, handler);
  return router;
}

// The shape every service module returns: what it gives, the routes it answers, and how it
// lets go of what it opened.
import type express from 'express';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env';
import type { ProcessRole, ServicePlan } from './role';

export interface ServiceHandle<T> {
  value: T;
  /** What it answers over HTTP (simulators, local pages, the notification endpoint), mounted before the shop's pages. */
  routes?: ServiceRoute[];
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
export const valueOnly = <T>(value: T, routes?: ServiceRoute[]): ServiceHandle<T> => ({ value, routes, close: () => undefined });

/** `use` mounts a page or simulator under its prefix, `post` an endpoint; each on its own path, so no other request
 * enters it. */
export interface ServiceRoute {
  method: 'use' | 'post';
  path: `/${string}`;
  handlers: Array<express.RequestHandler | express.ErrorRequestHandler>;
}

type Mount = readonly [path: `/${string}`, handler: express.RequestHandler];

/** The prefixes given (false: not in this process). */
export function mounts(...entries: Array<Mount | false | undefined>): ServiceRoute[] {
  return entries.filter((entry): entry is Mount => Boolean(entry)).map(([path, handler]) => ({ method: 'use', path, handlers: [handler] }));
}

export function mountRoutes(app: express.Router, routes: readonly ServiceRoute[]): void {
  for (const route of routes) app[route.method](route.path, ...route.handlers);
}

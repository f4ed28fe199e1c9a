// Which process runs what (decision 097): a node:cluster primary with one shop worker per core, or a single process
// (`npm run dev`, WEB_CONCURRENCY=1, one core). These rules are the only place the three differ.
import { usesEmbeddedBackend, type ServerEnv } from '../env';
import type { PrimaryLink } from '../cluster/worker-link';

export type ProcessRole =
  /** Serves the shop and runs everything itself; `dev`: `npm run dev` (Vite, plain http, local services). */
  | { kind: 'single'; dev: boolean }
  /** Serves no shopper: runs the one copy of the single-instance services and forks the workers. */
  | { kind: 'primary' }
  /** Serves the shop; finds the single-instance services in its primary. */
  | { kind: 'worker'; primary: PrimaryLink };

export type ShopRole = Extract<ProcessRole, { kind: 'single' | 'worker' }>;

/** What node:cluster and the worker count make of this process. */
export function processKind(options: { isClusterPrimary: boolean; workers: number }): ProcessRole['kind'] {
  if (!options.isClusterPrimary) return 'worker';
  return options.workers > 1 ? 'primary' : 'single';
}

export interface ServicePlan {
  /** An HTTP app with the shop's services (commerce client, search, CMS, mailer, tracking, support…). */
  servesShop: boolean;
  /** 'production' under `npm start` with a real commercetools project; else 'local'. */
  environment: 'local' | 'production';
  /** The embedded commerce backend: started here, followed through the primary, or a real project's (remote). */
  backend: 'start' | 'primary' | 'remote';
  /** The payment and VAT simulators: run here, passed to the primary, or refused (production unless ALLOW_LOCAL_SIMULATORS). */
  simulators: 'here' | 'primary' | 'refused';
  /** The embedded SMTP catcher (no SMTP_URL): one copy, here or in the primary. */
  mailCatcher: 'here' | 'primary' | 'none';
  /** /__mail, the catcher's inbox: never on production domains (STORE_DOMAINS). */
  mailInbox: 'here' | 'primary' | 'none';
  /** /__support and /__tracking for the local case inbox and event log: never on production domains. */
  localPages: boolean;
  /** Submission tokens, rate-limit counts and cart-channel events: this process's, or the cluster's through its primary. */
  sharedState: 'process' | 'cluster-primary' | 'cluster-worker';
}

export function planServices(env: ServerEnv, role: ProcessRole): ServicePlan {
  const dev = role.kind === 'single' && role.dev;
  const environment = !dev && !usesEmbeddedBackend(env) ? 'production' : 'local';
  const oneCopy = role.kind === 'worker' ? 'primary' : 'here';
  const mailCatcher = env.SMTP_URL ? 'none' : oneCopy;
  return {
    servesShop: role.kind !== 'primary',
    environment,
    backend: role.kind === 'worker' ? 'primary' : usesEmbeddedBackend(env) ? 'start' : 'remote',
    simulators: environment === 'local' || env.ALLOW_LOCAL_SIMULATORS ? oneCopy : 'refused',
    mailCatcher,
    mailInbox: env.STORE_DOMAINS ? 'none' : mailCatcher,
    localPages: role.kind !== 'primary' && !env.STORE_DOMAINS,
    sharedState: role.kind === 'single' ? 'process' : role.kind === 'primary' ? 'cluster-primary' : 'cluster-worker',
  };
}

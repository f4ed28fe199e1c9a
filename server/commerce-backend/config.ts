import path from 'node:path';
import { PROJECT_ROOT } from '~/lib/project-root.server';
import { DEFAULT_PASSWORD_COST_LOG2 } from './password-hash.ts';

/** Settings of the embedded backend; dependency-free so the app can import the defaults without loading the mock. */

export const DEFAULT_PORT = 4444;
export const DEFAULT_PROJECT_KEY = 'protools-local';
/** Loopback only; these credentials protect nothing beyond this machine. */
export const DEFAULT_CLIENT_ID = 'protools-local-client';
export const DEFAULT_CLIENT_SECRET = 'protools-local-secret';
export const HOST = '127.0.0.1';
export const DEFAULT_HEARTBEAT_MS = 1000;
/** The storefront keeps few connections to the backend (its own limiter): a short accept queue keeps others from piling up. */
export const DEFAULT_BACKLOG = 64;

export interface BackendConfig {
  port: number;
  projectKey: string;
  dataDir: string;
  clientId: string;
  clientSecret: string;
  /** Scopes the client may request; a token without an explicit scope gets all of them. */
  scopes: string[];
  /** Run the seed module when the store is empty (main.ts only). */
  seedWhenEmpty: boolean;
  /** Interval of the liveness heartbeat to the supervisor (EMBEDDED_CT_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** How often expired carts are deleted, besides at start (EMBEDDED_CT_CART_SWEEP_MS). */
  cartSweepIntervalMs: number;
  /** Pending connections the kernel keeps for the listening socket (EMBEDDED_CT_BACKLOG). */
  backlog: number;
  /** log2 of scrypt's N for new passwords (EMBEDDED_CT_PASSWORD_COST); stored hashes carry their own cost, so any still verifies. */
  passwordCostLog2: number;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} is not a positive integer: ${raw}`);
  return value;
}

function passwordCostLog2(env: NodeJS.ProcessEnv): number {
  const value = positiveInt(env, 'EMBEDDED_CT_PASSWORD_COST', DEFAULT_PASSWORD_COST_LOG2);
  if (value < 10 || value > 20) throw new Error(`EMBEDDED_CT_PASSWORD_COST is log2 of scrypt's N, 10 to 20: ${value}`);
  return value;
}

export function apiUrl(port: number): string {
  return `http://${HOST}:${port}`;
}

export function readBackendConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = Number(env.EMBEDDED_CT_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`EMBEDDED_CT_PORT is not a port: ${env.EMBEDDED_CT_PORT}`);
  const projectKey = env.EMBEDDED_CT_PROJECT_KEY || DEFAULT_PROJECT_KEY;
  if (!/^[a-z0-9-]{2,36}$/.test(projectKey)) throw new Error(`EMBEDDED_CT_PROJECT_KEY is not a project key: ${projectKey}`);
  return {
    port,
    projectKey,
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR || '.data'),
    clientId: env.EMBEDDED_CT_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.EMBEDDED_CT_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    scopes: [`manage_project:${projectKey}`],
    seedWhenEmpty: env.EMBEDDED_CT_SEED !== 'false',
    heartbeatMs: positiveInt(env, 'EMBEDDED_CT_HEARTBEAT_MS', DEFAULT_HEARTBEAT_MS),
    cartSweepIntervalMs: positiveInt(env, 'EMBEDDED_CT_CART_SWEEP_MS', 3_600_000),
    backlog: positiveInt(env, 'EMBEDDED_CT_BACKLOG', DEFAULT_BACKLOG),
    passwordCostLog2: passwordCostLog2(env),
  };
}

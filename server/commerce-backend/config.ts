import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Settings of the embedded commercetools-compatible backend. Dependency-free so the app can import
 * the defaults (e.g. the client credentials) without loading the mock.
 */

export const DEFAULT_PORT = 4444;
export const DEFAULT_PROJECT_KEY = 'protools-local';
/** Loopback only; these credentials protect nothing beyond this machine. */
export const DEFAULT_CLIENT_ID = 'protools-local-client';
export const DEFAULT_CLIENT_SECRET = 'protools-local-secret';
export const HOST = '127.0.0.1';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

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
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR || '.data'),
    clientId: env.EMBEDDED_CT_CLIENT_ID || DEFAULT_CLIENT_ID,
    clientSecret: env.EMBEDDED_CT_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
    scopes: [`manage_project:${projectKey}`],
    seedWhenEmpty: env.EMBEDDED_CT_SEED !== 'false',
  };
}

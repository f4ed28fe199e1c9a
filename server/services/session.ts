import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { usesSecureCookies } from '../env';
import { valueOnly, type ServiceContext, type ServiceHandle } from './types';

export interface SessionSettings {
  secrets: string[];
  secureCookies: boolean;
}

/** Without SESSION_SECRET, a random secret kept in the data folder so sessions survive restarts; the primary
 * builds it first, so the file is written once before any worker reads it. */
export function sessionSettings({ env, role, dataDir }: ServiceContext): ServiceHandle<SessionSettings> {
  return valueOnly({ secrets: sessionSecrets(env.SESSION_SECRET, dataDir), secureCookies: usesSecureCookies(env, role.kind === 'single' && role.dev) });
}

function sessionSecrets(configured: string | undefined, dataDir: string): string[] {
  if (configured) return configured.split(',');
  const file = path.join(dataDir, 'session-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return [fs.readFileSync(file, 'utf8').trim()];
}

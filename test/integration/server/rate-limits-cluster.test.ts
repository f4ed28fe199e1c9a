// A shop worker whose cluster primary does not answer the rate-limit count in time (a flood backs up the IPC
// channel) still refuses past the limit (issue 37 item 2, decision 131): before, every such request was let through.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { RATE_LIMITS } from '~/lib/rate-limits';

const FIXTURE = fileURLToPath(new URL('./fixtures/unreachable-cluster-count.ts', import.meta.url));
const REPO_ROOT = path.resolve(path.dirname(FIXTURE), '../../../..');

it('refuses a flood past the limit while the primary\'s count is unreachable', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--disable-warning=ExperimentalWarning', FIXTURE], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  await new Promise((resolve) => child.once('exit', resolve));
  const { verdicts } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { verdicts: Array<{ retryAfterSeconds: number } | null> };
  const { limit } = RATE_LIMITS.newCart;
  expect(verdicts.slice(0, limit).every((verdict) => verdict === null)).toBe(true);
  expect(verdicts[limit]?.retryAfterSeconds).toBeGreaterThan(0);
  // No stack trace per request on stderr.
  expect(errors).not.toMatch(/\n\s+at /);
}, 60_000);

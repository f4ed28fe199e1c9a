import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CmsLogger } from '~/content/cms.server';

export const REPO_CMS_DIR = fileURLToPath(new URL('../../../cms', import.meta.url));

export interface LogEntry {
  level: 'warn' | 'error';
  message: string;
  details: Record<string, unknown>;
}

/** A CmsLogger that remembers what it was told. */
export function recordingLogger(): CmsLogger & { entries: LogEntry[]; messages: () => string[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    messages: () => entries.map((entry) => `${entry.level}: ${entry.message}`),
    warn: (details, message) => entries.push({ level: 'warn', message, details: details as Record<string, unknown> }),
    error: (details, message) => entries.push({ level: 'error', message, details: details as Record<string, unknown> }),
  };
}

/** A throw-away CMS folder: { 'pages/payment/de.json': {...} | 'raw text' }. */
export function cmsFixture(files: Record<string, unknown>): { dir: string; write: (file: string, data: unknown) => void; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-test-'));
  const write = (file: string, data: unknown) => {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, typeof data === 'string' ? data : JSON.stringify(data));
  };
  for (const [file, data] of Object.entries(files)) write(file, data);
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const page = (title: string, html = `<p>${title}</p>`) => ({
  title,
  metaDescription: `${title} description`,
  blocks: [{ type: 'html', html }],
});

/** Intl separates thousands and currency with no-break spaces; tests write plain ones. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

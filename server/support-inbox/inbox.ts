import fs from 'node:fs';
import path from 'node:path';
import { CASE_REFERENCE, type CaseDelivery, type SupportCase } from '~/support/desk.server';

/** Brief: "a local case inbox (durable)". Each case is written whole then renamed, so a crash never leaves half of
 * one, and remembers its submission, so one form sent twice (even across a restart) is one case. */
export interface StoredCase extends SupportCase {
  idempotencyKey: string;
}

export interface CaseInbox extends CaseDelivery {
  /** Newest first. */
  list(): StoredCase[];
  get(reference: string): StoredCase | undefined;
}

export function openCaseInbox(dataDir: string): CaseInbox {
  const dir = path.join(dataDir, 'support-cases');
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (reference: string) => path.join(dir, `${reference}.json`);
  const read = (file: string): StoredCase | undefined => {
    try {
      return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as StoredCase;
    } catch {
      return undefined;
    }
  };
  const all = () => fs.readdirSync(dir).filter((name) => name.endsWith('.json')).map(read).filter((item): item is StoredCase => Boolean(item));
  // Submission → case, for the duplicates.
  const byKey = new Map(all().map((item) => [item.idempotencyKey, item.reference]));

  return {
    async deliver(supportCase, idempotencyKey) {
      const existing = byKey.get(idempotencyKey);
      if (existing) return { reference: existing };
      const stored: StoredCase = { ...supportCase, idempotencyKey };
      const file = fileOf(supportCase.reference);
      await fs.promises.writeFile(`${file}.tmp`, JSON.stringify(stored, null, 1));
      await fs.promises.rename(`${file}.tmp`, file);
      byKey.set(idempotencyKey, supportCase.reference);
      return { reference: supportCase.reference };
    },
    list: () => all().sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)),
    get: (reference) => (CASE_REFERENCE.test(reference) ? read(`${reference}.json`) : undefined),
  };
}

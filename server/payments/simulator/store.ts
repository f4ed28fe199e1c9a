import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { ResultCode, SessionStatus } from '~/payments/checkout-api';

/** One SQLite file (every commit synced), so the simulator's state survives a restart; synchronous, one call one
 * transaction, so two requests with the same idempotency key can never both charge. */
export const SIMULATOR_FILE_NAME = 'payment-simulator.sqlite';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS payments (
    psp_reference TEXT PRIMARY KEY,
    merchant_account TEXT NOT NULL,
    merchant_reference TEXT NOT NULL,
    currency TEXT NOT NULL,
    value INTEGER NOT NULL,
    method TEXT NOT NULL,
    brand TEXT,
    card_summary TEXT,
    result_code TEXT NOT NULL,
    refusal_reason TEXT,
    country TEXT,
    shopper_locale TEXT,
    return_url TEXT,
    session_id TEXT,
    voucher TEXT,
    reversal_psp_reference TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idx_payments_session ON payments (session_id);
  CREATE INDEX IF NOT EXISTS idx_payments_created ON payments (created_at);
  CREATE TABLE IF NOT EXISTS shopper_steps (
    token TEXT PRIMARY KEY,
    psp_reference TEXT NOT NULL,
    kind TEXT NOT NULL,
    state TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS redirect_results (
    redirect_result TEXT PRIMARY KEY,
    psp_reference TEXT NOT NULL,
    consumed_at INTEGER
  );
  CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    merchant_account TEXT NOT NULL,
    reference TEXT NOT NULL,
    currency TEXT NOT NULL,
    value INTEGER NOT NULL,
    return_url TEXT NOT NULL,
    country TEXT,
    shopper_locale TEXT,
    status TEXT NOT NULL,
    session_result TEXT,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS idempotency (
    idempotency_key TEXT PRIMARY KEY,
    endpoint TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    event_code TEXT NOT NULL,
    psp_reference TEXT NOT NULL,
    item TEXT NOT NULL,
    due_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    delivered_at INTEGER,
    last_error TEXT
  );
  CREATE INDEX IF NOT EXISTS idx_outbox_due ON outbox (delivered_at, due_at);
  CREATE TABLE IF NOT EXISTS jobs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    psp_reference TEXT NOT NULL,
    due_at INTEGER NOT NULL,
    done_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS idx_jobs_due ON jobs (done_at, due_at);
`;

export interface PaymentRow {
  psp_reference: string;
  merchant_account: string;
  merchant_reference: string;
  currency: string;
  value: number;
  method: string;
  brand: string | null;
  /** 'last4:MM/YYYY' of a card, for the AUTHORISATION notification's reason. */
  card_summary: string | null;
  result_code: ResultCode;
  refusal_reason: string | null;
  country: string | null;
  shopper_locale: string | null;
  return_url: string | null;
  session_id: string | null;
  voucher: string | null;
  reversal_psp_reference: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionRow {
  id: string;
  merchant_account: string;
  reference: string;
  currency: string;
  value: number;
  return_url: string;
  country: string | null;
  shopper_locale: string | null;
  status: SessionStatus;
  session_result: string | null;
  expires_at: number;
  created_at: number;
}

export type ShopperStepKind = 'challenge' | 'approval';
export interface ShopperStepRow {
  token: string;
  psp_reference: string;
  kind: ShopperStepKind;
  state: 'open' | 'done';
  created_at: number;
}

export interface OutboxRow {
  id: number;
  event_code: string;
  psp_reference: string;
  item: string;
  due_at: number;
  attempts: number;
  delivered_at: number | null;
  last_error: string | null;
}

export type JobKind = 'settle' | 'expire-voucher';
export interface JobRow {
  id: number;
  kind: JobKind;
  psp_reference: string;
  due_at: number;
}

export interface SimulatorStore {
  readonly file: string;
  /** Runs fn in one IMMEDIATE transaction; rolled back when it throws. */
  transaction<T>(fn: () => T): T;
  insertPayment(row: PaymentRow): void;
  getPayment(pspReference: string): PaymentRow | undefined;
  updatePayment(pspReference: string, changes: Partial<Pick<PaymentRow, 'result_code' | 'refusal_reason' | 'reversal_psp_reference' | 'voucher' | 'updated_at'>>): void;
  recentPayments(limit: number): PaymentRow[];
  sessionPayments(sessionId: string): PaymentRow[];
  insertStep(row: ShopperStepRow): void;
  getStep(token: string): ShopperStepRow | undefined;
  closeStep(token: string): void;
  insertRedirectResult(redirectResult: string, pspReference: string): void;
  /** Marks a redirectResult used; false when unknown or used before. */
  consumeRedirectResult(redirectResult: string, now: number): { pspReference: string } | 'unknown' | 'used';
  insertSession(row: SessionRow): void;
  getSession(id: string): SessionRow | undefined;
  updateSession(id: string, changes: Partial<Pick<SessionRow, 'status' | 'session_result'>>): void;
  findIdempotent(key: string): { endpoint: string; status: number; body: string } | undefined;
  saveIdempotent(key: string, endpoint: string, status: number, body: string, now: number): void;
  enqueue(eventCode: string, pspReference: string, item: unknown, dueAt: number): void;
  dueNotifications(now: number, limit: number): OutboxRow[];
  markDelivered(id: number, now: number): void;
  markFailed(id: number, error: string, nextDueAt: number): void;
  recentNotifications(limit: number): OutboxRow[];
  scheduleJob(kind: JobKind, pspReference: string, dueAt: number): void;
  dueJobs(now: number): JobRow[];
  finishJob(id: number, now: number): void;
  close(): void;
}

export function openSimulatorStore(dataDir: string): SimulatorStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), SIMULATOR_FILE_NAME);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  let depth = 0;

  const statements = {
    insertPayment: db.prepare(`INSERT INTO payments (psp_reference, merchant_account, merchant_reference, currency, value, method, brand,
      card_summary, result_code, refusal_reason, country, shopper_locale, return_url, session_id, voucher, reversal_psp_reference, created_at, updated_at)
      VALUES (:psp_reference, :merchant_account, :merchant_reference, :currency, :value, :method, :brand, :card_summary, :result_code,
      :refusal_reason, :country, :shopper_locale, :return_url, :session_id, :voucher, :reversal_psp_reference, :created_at, :updated_at)`),
    getPayment: db.prepare('SELECT * FROM payments WHERE psp_reference = ?'),
    recentPayments: db.prepare('SELECT * FROM payments ORDER BY created_at DESC, rowid DESC LIMIT ?'),
    sessionPayments: db.prepare('SELECT * FROM payments WHERE session_id = ? ORDER BY created_at, rowid'),
    insertStep: db.prepare('INSERT INTO shopper_steps (token, psp_reference, kind, state, created_at) VALUES (:token, :psp_reference, :kind, :state, :created_at)'),
    getStep: db.prepare('SELECT * FROM shopper_steps WHERE token = ?'),
    closeStep: db.prepare("UPDATE shopper_steps SET state = 'done' WHERE token = ?"),
    insertRedirectResult: db.prepare('INSERT INTO redirect_results (redirect_result, psp_reference) VALUES (?, ?)'),
    getRedirectResult: db.prepare('SELECT psp_reference, consumed_at FROM redirect_results WHERE redirect_result = ?'),
    consumeRedirectResult: db.prepare('UPDATE redirect_results SET consumed_at = ? WHERE redirect_result = ? AND consumed_at IS NULL'),
    insertSession: db.prepare(`INSERT INTO sessions (id, merchant_account, reference, currency, value, return_url, country, shopper_locale, status,
      session_result, expires_at, created_at) VALUES (:id, :merchant_account, :reference, :currency, :value, :return_url, :country, :shopper_locale,
      :status, :session_result, :expires_at, :created_at)`),
    getSession: db.prepare('SELECT * FROM sessions WHERE id = ?'),
    findIdempotent: db.prepare('SELECT endpoint, status, body FROM idempotency WHERE idempotency_key = ?'),
    saveIdempotent: db.prepare('INSERT INTO idempotency (idempotency_key, endpoint, status, body, created_at) VALUES (?, ?, ?, ?, ?)'),
    enqueue: db.prepare('INSERT INTO outbox (event_code, psp_reference, item, due_at) VALUES (?, ?, ?, ?)'),
    dueNotifications: db.prepare('SELECT * FROM outbox WHERE delivered_at IS NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?'),
    markDelivered: db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?'),
    markFailed: db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, due_at = ? WHERE id = ?'),
    recentNotifications: db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?'),
    scheduleJob: db.prepare('INSERT INTO jobs (kind, psp_reference, due_at) VALUES (?, ?, ?)'),
    dueJobs: db.prepare('SELECT id, kind, psp_reference, due_at FROM jobs WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at, id'),
    finishJob: db.prepare('UPDATE jobs SET done_at = ? WHERE id = ?'),
  };

  const update = (table: 'payments' | 'sessions', key: string, id: string, changes: Record<string, unknown>) => {
    const columns = Object.keys(changes);
    if (columns.length === 0) return;
    const assignments = columns.map((column) => `${column} = :${column}`).join(', ');
    db.prepare(`UPDATE ${table} SET ${assignments} WHERE ${key} = :__id`).run({ ...(changes as Record<string, string | number | null>), __id: id });
  };

  return {
    file,
    transaction(fn) {
      // Nested calls join the outer transaction.
      if (depth > 0) return fn();
      db.exec('BEGIN IMMEDIATE');
      depth += 1;
      try {
        const result = fn();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      } finally {
        depth -= 1;
      }
    },
    insertPayment: (row) => void statements.insertPayment.run({ ...row }),
    getPayment: (psp) => statements.getPayment.get(psp) as PaymentRow | undefined,
    updatePayment: (psp, changes) => update('payments', 'psp_reference', psp, changes),
    recentPayments: (limit) => statements.recentPayments.all(limit) as unknown as PaymentRow[],
    sessionPayments: (sessionId) => statements.sessionPayments.all(sessionId) as unknown as PaymentRow[],
    insertStep: (row) => void statements.insertStep.run({ ...row }),
    getStep: (token) => statements.getStep.get(token) as ShopperStepRow | undefined,
    closeStep: (token) => void statements.closeStep.run(token),
    insertRedirectResult: (redirectResult, psp) => void statements.insertRedirectResult.run(redirectResult, psp),
    consumeRedirectResult(redirectResult, now) {
      const row = statements.getRedirectResult.get(redirectResult) as { psp_reference: string; consumed_at: number | null } | undefined;
      if (!row) return 'unknown';
      if (row.consumed_at !== null) return 'used';
      statements.consumeRedirectResult.run(now, redirectResult);
      return { pspReference: row.psp_reference };
    },
    insertSession: (row) => void statements.insertSession.run({ ...row }),
    getSession: (id) => statements.getSession.get(id) as SessionRow | undefined,
    updateSession: (id, changes) => update('sessions', 'id', id, changes),
    findIdempotent: (key) => statements.findIdempotent.get(key) as { endpoint: string; status: number; body: string } | undefined,
    saveIdempotent: (key, endpoint, status, body, now) => void statements.saveIdempotent.run(key, endpoint, status, body, now),
    enqueue: (eventCode, psp, item, dueAt) => void statements.enqueue.run(eventCode, psp, JSON.stringify(item), dueAt),
    dueNotifications: (now, limit) => statements.dueNotifications.all(now, limit) as unknown as OutboxRow[],
    markDelivered: (id, now) => void statements.markDelivered.run(now, id),
    markFailed: (id, error, nextDueAt) => void statements.markFailed.run(error.slice(0, 500), nextDueAt, id),
    recentNotifications: (limit) => statements.recentNotifications.all(limit) as unknown as OutboxRow[],
    scheduleJob: (kind, psp, dueAt) => void statements.scheduleJob.run(kind, psp, dueAt),
    dueJobs: (now) => statements.dueJobs.all(now) as unknown as JobRow[],
    finishJob: (id, now) => void statements.finishJob.run(now, id),
    close() {
      if (!db.isOpen) return;
      db.exec('PRAGMA wal_checkpoint(TRUNCATE);');
      db.close();
    },
  };
}


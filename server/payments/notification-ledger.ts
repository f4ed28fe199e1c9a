import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Each notification is handled once, though the provider resends until accepted and may replay; a claim is a lease
 * (a request that dies leaves the event to the next attempt). Per instance, as order creation is idempotent anyway. */
export interface NotificationLedger {
  /** 'claimed': process it now; 'done': processed before (a replay); 'busy': being processed right now. */
  claim(key: string): 'claimed' | 'done' | 'busy';
  complete(key: string): void;
  release(key: string): void;
  close(): void;
}

export function openNotificationLedger(dataDir: string, options: { leaseMs?: number; now?: () => number } = {}): NotificationLedger {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 60_000;
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(path.resolve(dataDir), 'payment-notifications.sqlite'));
  db.exec(`PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS processed_notifications (
      notification_key TEXT PRIMARY KEY,
      state TEXT NOT NULL,
      lease_until INTEGER,
      first_seen_at INTEGER NOT NULL,
      done_at INTEGER
    );`);
  const get = db.prepare('SELECT state, lease_until FROM processed_notifications WHERE notification_key = ?');
  const insert = db.prepare("INSERT INTO processed_notifications (notification_key, state, lease_until, first_seen_at) VALUES (?, 'processing', ?, ?)");
  const renew = db.prepare("UPDATE processed_notifications SET state = 'processing', lease_until = ? WHERE notification_key = ?");
  const complete = db.prepare("UPDATE processed_notifications SET state = 'done', lease_until = NULL, done_at = ? WHERE notification_key = ?");
  const release = db.prepare("DELETE FROM processed_notifications WHERE notification_key = ? AND state = 'processing'");

  return {
    claim(key) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const row = get.get(key) as { state: string; lease_until: number | null } | undefined;
        let verdict: 'claimed' | 'done' | 'busy';
        if (!row) {
          insert.run(key, now() + leaseMs, now());
          verdict = 'claimed';
        } else if (row.state === 'done') {
          verdict = 'done';
        } else if ((row.lease_until ?? 0) > now()) {
          verdict = 'busy';
        } else {
          renew.run(now() + leaseMs, key);
          verdict = 'claimed';
        }
        db.exec('COMMIT');
        return verdict;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    complete: (key) => void complete.run(now(), key),
    release: (key) => void release.run(key),
    close() {
      if (db.isOpen) db.close();
    },
  };
}

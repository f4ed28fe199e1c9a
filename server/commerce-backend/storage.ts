import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Logger } from 'pino';
import { INDEXED_READS } from './query-indexes.ts';
import { ShopStorage } from './shop-storage.ts';
import type { SkuLookup } from './sku-index.ts';

/** One SQLite file in WAL mode behind a pid lock, so two processes never write it; synchronous=FULL fsyncs each
 * autocommitted write, so every answered write survives a crash. */

export const STORE_FILE_NAME = 'commerce.sqlite';

const SIDE_TABLES = `
  CREATE TABLE IF NOT EXISTS embedded_oauth_tokens (
    access_token TEXT PRIMARY KEY,
    refresh_token TEXT,
    client_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idx_embedded_oauth_refresh ON embedded_oauth_tokens (refresh_token);
  CREATE INDEX IF NOT EXISTS idx_embedded_oauth_expiry ON embedded_oauth_tokens (expires_at);
  CREATE TABLE IF NOT EXISTS embedded_discount_code_applications (
    project_key TEXT NOT NULL,
    discount_code_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    applications INTEGER NOT NULL,
    PRIMARY KEY (project_key, discount_code_id, customer_id)
  );
  CREATE TABLE IF NOT EXISTS embedded_password_tokens (
    token_hash TEXT PRIMARY KEY,
    project_key TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idx_embedded_password_tokens_customer ON embedded_password_tokens (project_key, customer_id);
  CREATE TABLE IF NOT EXISTS embedded_email_tokens (
    token_hash TEXT PRIMARY KEY,
    project_key TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS idx_embedded_email_tokens_customer ON embedded_email_tokens (project_key, customer_id);
`;

export interface CommerceStore {
  /** The mock's storage with the shop's changes; hand it to CommercetoolsMock (createEmbeddedBackend does). */
  readonly storage: ShopStorage;
  /** Our own connection to the same file, for the side tables. */
  readonly db: DatabaseSync;
  readonly file: string;
  /** Product id and variant id of a published SKU. */
  findSku: SkuLookup;
  /** The id of the discount code with this code (one SQL query, no JSON parsing in JS). */
  findDiscountCodeId(projectKey: string, code: string): string | undefined;
  orderNumberExists(projectKey: string, orderNumber: string): boolean;
  /** Orders placed with a discount code: in total and by one customer. */
  codeApplications(projectKey: string, codeId: string, customerId: string | undefined): { total: number; byCustomer: number };
  /** True when the project holds no resources at all (never seeded, or reset). */
  isEmpty(projectKey: string): boolean;
  /** Counts resources of one type, e.g. countResources(key, 'product'). */
  countResources(projectKey: string, typeId: string): number;
  /** Deletes every resource, token and code counter: what `npm run seed` does before seeding. */
  reset(): Promise<void>;
  /** Gives the pages that deletes freed back to the file system, so the file shrinks (incremental vacuum). */
  releaseFreePages(): void;
  close(): void;
}

export class StoreLockedError extends Error {
  constructor(readonly file: string, readonly pid: number) {
    super(`${file} is in use by process ${pid} (stop the running backend first)`);
    this.name = 'StoreLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A pid file next to the database; a lock left by a killed process is taken over. */
function acquireLock(lockFile: string, dbFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) throw new StoreLockedError(dbFile, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dbFile}`);
}

export function storeFilePath(dataDir: string): string {
  return path.join(path.resolve(dataDir), STORE_FILE_NAME);
}

/** Whether dataDir holds no resources for the project; read-only, works while a backend runs. */
export function isStoreEmpty(dataDir: string, projectKey: string): boolean {
  const file = storeFilePath(dataDir);
  if (!fs.existsSync(file)) return true;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'resources'").get();
    return !table || db.prepare('SELECT 1 FROM resources WHERE project_key = ? LIMIT 1').get(projectKey) === undefined;
  } finally {
    db.close();
  }
}

export interface OpenStoreOptions {
  /** Receives pricing warnings (predicates the pricing step cannot evaluate, missing prices) and the vacuum note. */
  logger?: Pick<Logger, 'warn'> & Partial<Pick<Logger, 'info'>>;
}

const INCREMENTAL_VACUUM = 2;

/** A store written before incremental vacuum is rewritten once with it, so deleted carts give pages back. */
function allowIncrementalVacuum(db: DatabaseSync, logger: OpenStoreOptions['logger']): void {
  const mode = Number((db.prepare('PRAGMA auto_vacuum').get() as { auto_vacuum: number }).auto_vacuum);
  if (mode === INCREMENTAL_VACUUM) return;
  const hasTables = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' LIMIT 1").get() !== undefined;
  if (!hasTables) return;
  const started = performance.now();
  db.exec('VACUUM;');
  logger?.info?.({ ms: Math.round(performance.now() - started) }, 'commerce store rewritten with incremental vacuum');
}

/** Opens (or creates) the store in dataDir. Throws StoreLockedError if another live process has it. */
export function openStorage(dataDir: string, options: OpenStoreOptions = {}): CommerceStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = storeFilePath(dataDir);
  const release = acquireLock(`${file}.lock`, file);
  try {
    // Our connection first: WAL must be switched on before the mock's connection opens the file, and a new file
    // gets incremental vacuum before its first table (only then can it be chosen without rewriting the file).
    const db = new DatabaseSync(file);
    db.exec('PRAGMA auto_vacuum = INCREMENTAL; PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
    allowIncrementalVacuum(db, options.logger);
    db.exec(SIDE_TABLES);
    const storage = new ShopStorage({ filename: file, db, logger: options.logger ?? { warn: () => {} } });
    const anyResource = db.prepare('SELECT 1 FROM resources WHERE project_key = ? LIMIT 1');
    const countByType = db.prepare('SELECT COUNT(*) AS n FROM resources WHERE project_key = ? AND type_id = ?');
    const codeId = db.prepare(INDEXED_READS.discountCodeId);
    const orderNumber = db.prepare(INDEXED_READS.orderNumberTaken);
    const store: CommerceStore = {
      storage,
      db,
      file,
      findSku: storage.skuIndex.find,
      findDiscountCodeId: (projectKey, code) => (codeId.get(projectKey, code) as { id: string } | undefined)?.id,
      orderNumberExists: (projectKey, number) => orderNumber.get(projectKey, number) !== undefined,
      codeApplications: (projectKey, codeId, customerId) => storage.codeUses.count(projectKey, codeId, customerId),
      isEmpty: (projectKey) => anyResource.get(projectKey) === undefined,
      countResources: (projectKey, typeId) => Number((countByType.get(projectKey, typeId) as { n: number }).n),
      async reset() {
        await storage.clear();
        db.exec('DELETE FROM embedded_oauth_tokens; DELETE FROM embedded_discount_code_applications; DELETE FROM embedded_password_tokens; DELETE FROM embedded_email_tokens;');
        store.releaseFreePages();
      },
      releaseFreePages() {
        db.exec('PRAGMA incremental_vacuum;');
      },
      close() {
        storage.close();
        if (db.isOpen) {
          // Fold the WAL back into the main file so a closed store is one self-contained file.
          db.exec('PRAGMA wal_checkpoint(TRUNCATE);');
          db.close();
        }
        release();
      },
    };
    return store;
  } catch (error) {
    release();
    throw error;
  }
}

// The two ways to read CMS files: the repo's cms/ folder (local default) and the same tree over HTTP
// (production). Both answer with the parsed JSON, MISSING for a file that does not exist, or throw.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CMS_INDEX_FILE, isCmsFilePath } from './cms-paths';

export const MISSING = Symbol('missing CMS file');
export type ReadResult = unknown | typeof MISSING;

/** A file exists but is not JSON: logged as invalid content, unlike a transport failure. */
export class CmsInvalidJsonError extends Error {}

export interface CmsReader {
  /** `relativePath` is always built by cms-paths from validated parts. */
  read(relativePath: string): Promise<ReadResult>;
  /** Every content file, as relative POSIX paths ('pages/payment/de.json'), sorted. */
  list(): Promise<string[]>;
  /** For logs: the folder or the base URL. */
  readonly location: string;
}

function parseJson(body: string, relativePath: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    throw new CmsInvalidJsonError(`${relativePath} is not valid JSON: ${(error as Error).message}`);
  }
}

export function createFileReader(dir: string): CmsReader {
  const root = path.resolve(dir);
  return {
    location: root,
    async read(relativePath) {
      const file = path.resolve(root, relativePath);
      // Defence in depth: the path is built from validated names, but never leave the content folder.
      if (!file.startsWith(root + path.sep)) return MISSING;
      let body: string;
      try {
        body = await readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return MISSING;
        throw error;
      }
      return parseJson(body, relativePath);
    },
    async list() {
      const entries = await readdir(root, { recursive: true });
      return entries
        .map((entry) => entry.split(path.sep).join('/'))
        .filter(isCmsFilePath)
        .sort();
    },
  };
}

export interface HttpReaderConfig {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_CMS_TIMEOUT_MS = 3000;

/** Production: the same tree under `{baseUrl}`, listed by `index.json`. 404 and 410 mean "no such file"; any other
 * failure throws, so the cache keeps serving the last good copy. */
export function createHttpReader({ baseUrl, fetch: fetchImpl = fetch, timeoutMs = DEFAULT_CMS_TIMEOUT_MS }: HttpReaderConfig): CmsReader {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error(`CMS base URL must be http(s): ${baseUrl}`);

  async function get(relativePath: string): Promise<ReadResult> {
    const url = new URL(relativePath, base);
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return MISSING;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`GET ${url.href} answered ${response.status}`);
    }
    return parseJson(await response.text(), relativePath);
  }

  return {
    location: base.href,
    read: get,
    async list() {
      const index = await get(CMS_INDEX_FILE);
      if (index === MISSING) throw new Error(`${CMS_INDEX_FILE} not found at ${base.href}`);
      if (!Array.isArray(index)) throw new CmsInvalidJsonError(`${CMS_INDEX_FILE} is not a JSON array`);
      // Entries that are not content paths are ignored, so a hostile index cannot inject names.
      return index.filter((entry): entry is string => typeof entry === 'string' && isCmsFilePath(entry)).sort();
    },
  };
}

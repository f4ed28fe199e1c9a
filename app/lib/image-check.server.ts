// Spec §7 "image check": HEAD the image URL, show the default image unless it answers 200 (decision 031).
// Local pictures (/__images) are asked of the local image service in process; others by a HEAD request,
// bounded in time and remembered for a while, so a page costs at most one check per image per 10 minutes.
// A check that gets no answer (timeout, network) keeps the image: the browser may still reach it.
import { DEFAULT_IMAGE_URL } from './images';

export type ImageCheck = (url: string) => Promise<string>;

export type ImageCheckOptions = {
  /** Whether the local image service has the picture at this path. */
  hasLocal: (pathname: string) => boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
};

const MAX_ENTRIES = 2_000;

export function createImageCheck(options: ImageCheckOptions): ImageCheck {
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 1_500;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const known = new Map<string, { ok: boolean; at: number }>();

  async function headOk(url: string): Promise<boolean> {
    const cached = known.get(url);
    if (cached && now() - cached.at < ttlMs) return cached.ok;
    let ok: boolean;
    try {
      const response = await fetcher(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
      ok = response.status === 200;
    } catch {
      return true;
    }
    if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as string);
    known.set(url, { ok, at: now() });
    return ok;
  }

  return async (url) => {
    if (url.startsWith('/')) return options.hasLocal(url.split('?')[0]) ? url : DEFAULT_IMAGE_URL;
    if (!/^https?:\/\//.test(url)) return DEFAULT_IMAGE_URL;
    return (await headOk(url)) ? url : DEFAULT_IMAGE_URL;
  };
}

// Spec §7 "image check": the default image unless the image answers 200 (decision 031). Answers are remembered and
// refreshed in the background; a check without an answer keeps the image and is not remembered.
import { createBoundedCache } from '~/cache/bounded-cache.server';
import { DEFAULT_IMAGE_URL } from './images';

export type ImageCheck = (url: string) => Promise<string>;

export type ImageCheckOptions = {
  /** Whether the local image service has the picture at this path. */
  hasLocal: (pathname: string) => boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
  ttlMs?: number;
};

/** Each entry is an outside image's address and a yes or no, so a small bound holds many. */
const MAX_BYTES = 1024 * 1024;
const STALE_MS = 50 * 60_000;

export function createImageCheck(options: ImageCheckOptions): ImageCheck {
  const fetcher = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 1_500;
  const known = createBoundedCache<boolean>({
    name: 'image-checks',
    maxBytes: MAX_BYTES,
    policy: { ttlMs: options.ttlMs ?? 10 * 60_000, swrMs: STALE_MS },
  });

  async function headOk(url: string): Promise<boolean> {
    try {
      return await known.get(url, async () => {
        const response = await fetcher(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
        return response.status === 200;
      });
    } catch {
      return true;
    }
  }

  return async (url) => {
    if (url.startsWith('/')) return options.hasLocal(url.split('?')[0]) ? url : DEFAULT_IMAGE_URL;
    if (!/^https?:\/\//.test(url)) return DEFAULT_IMAGE_URL;
    return (await headOk(url)) ? url : DEFAULT_IMAGE_URL;
  };
}

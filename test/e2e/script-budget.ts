import http from 'node:http';
import { PORT } from './helpers';

/** The developers' guide, "Performance is a feature": first-load JavaScript ≤ 90 KB gzip on every page. */
export const JS_BUDGET_BYTES = 90 * 1024;

/** Every script a document loads before it is interactive: script tags, module preloads, inline imports. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]);
  return [...urls];
}

/** What one answer costs on the wire for a browser that accepts `encoding`: the bytes the server sends. */
export function bytesOnTheWire(url: string, host: string, encoding: 'gzip' | 'br', headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path: url, headers: { ...headers, host, 'accept-encoding': encoding }, agent: false }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else if (response.headers['content-encoding'] !== encoding) reject(new Error(`${url} was not sent ${encoding}-compressed`));
          else resolve(bytes);
        });
      })
      .on('error', reject);
  });
}

/** The first-load script bytes of a document of a store (`host` like `sk.localhost:3100`). */
export async function firstLoadScriptBytes(html: string, host: string): Promise<{ total: number; files: number }> {
  const urls = firstLoadScripts(html);
  const sizes = await Promise.all(urls.map((url) => bytesOnTheWire(url, host, 'gzip')));
  return { total: sizes.reduce((sum, size) => sum + size, 0), files: urls.length };
}

import { translationUrl } from './config';
import type { Bundles } from './translator';

const loads = new Map<string, Promise<void>>();
const failed = new Set<string>();

/** Once per language and namespace, shared by the idle prefetch, `useNamespace` and the route gate. A failure is
 * logged and remembered, so nothing waits for it again (the texts show as keys). */
export function loadNamespace(language: string, namespace: string, bundles: Bundles): Promise<void> {
  const key = `${language}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    load = fetch(translationUrl(language, namespace))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((bundle: Bundles[string]) => {
        bundles[namespace] = bundle;
      })
      .catch((error: unknown) => {
        failed.add(key);
        console.warn(`Missing translations ${key}`, error);
      });
    loads.set(key, load);
  }
  return load;
}

/** Whether a namespace could not be fetched (nothing should wait for it). */
export function namespaceFailed(language: string, namespace: string): boolean {
  return failed.has(`${language}/${namespace}`);
}

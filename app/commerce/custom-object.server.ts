// Custom objects: the shop's own small records kept in the commerce backend (newsletter consents, restock
// requests, stock reservations), read and written with the version that optimistic concurrency needs.
import type { CommerceClient } from './client.server';
import { callCommerce, findOrNull, send } from './errors.server';

export type StoredObject = { version: number; value: unknown };

/** The object under container and key, or null when there is none. */
export async function readCustomObject(client: CommerceClient, endpoint: string, container: string, key: string): Promise<StoredObject | null> {
  const object = await findOrNull(() => callCommerce(endpoint, () => send(client.apiRoot.customObjects().withContainerAndKey({ container, key }).get())));
  return object && { version: object.version, value: object.value };
}

/** With `version` (0: it must not exist yet) a write over a changed object fails as a concurrent modification;
 *  without it, the last write wins. */
export async function writeCustomObject(
  client: CommerceClient,
  endpoint: string,
  object: { container: string; key: string; value: unknown; version?: number },
): Promise<void> {
  const { container, key, value, version } = object;
  await callCommerce(endpoint, () =>
    send(client.apiRoot.customObjects().post({ body: { container, key, value, ...(version !== undefined ? { version } : {}) } })),
  );
}

/**
 * References by key. Drafts name every referenced resource by its key, which is portable and
 * deterministic; the writer swaps each `{ typeId, key }` for `{ typeId, id }` before sending, because
 * some API fields (and the mock) only take ids.
 */
export function keyRef<T extends string>(typeId: T, key: string): { typeId: T; id: string } {
  // Typed as a reference so drafts type-check; `id` is filled by the writer (see writer/resolve.ts).
  return { typeId, key } as unknown as { typeId: T; id: string };
}

export function isKeyRef(value: unknown): value is { typeId: string; key: string } {
  return typeof value === 'object' && value !== null && 'typeId' in value && 'key' in value && !('id' in value);
}

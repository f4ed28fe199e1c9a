/** Drafts reference by key (portable, deterministic); the writer swaps each for an id before sending, as some API
 * fields (and the mock) only take ids. */
export function keyRef<T extends string>(typeId: T, key: string): { typeId: T; id: string } {
  // Typed as a reference so drafts type-check; `id` is filled by the writer (see writer/resolve.ts).
  return { typeId, key } as unknown as { typeId: T; id: string };
}

export function isKeyRef(value: unknown): value is { typeId: string; key: string } {
  return typeof value === 'object' && value !== null && 'typeId' in value && 'key' in value && !('id' in value);
}

import { isKeyRef } from '../data/refs';

/** Ids of created resources by type id and key (products by key = SKU). */
export class IdRegistry {
  private readonly byType = new Map<string, Map<string, string>>();

  set(typeId: string, key: string | undefined, id: string): void {
    if (key === undefined) return;
    let keys = this.byType.get(typeId);
    if (!keys) this.byType.set(typeId, (keys = new Map()));
    keys.set(key, id);
  }

  get(typeId: string, key: string): string | undefined {
    return this.byType.get(typeId)?.get(key);
  }

  require(typeId: string, key: string): string {
    const id = this.get(typeId, key);
    if (id === undefined) throw new Error(`Seed: no ${typeId} with key '${key}' was created`);
    return id;
  }
}

// Store references stay by key: commercetools stores them as KeyReferences anyway.
const KEEP_BY_KEY = new Set(['store']);

/**
 * A copy of a draft with every `{ typeId, key }` whose target the seed created replaced by
 * `{ typeId, id }`. Some fields only take ids (discount codes' cart discounts in the mock, price
 * discounts everywhere), and ids spare the backend a lookup by key per reference.
 */
export function resolveRefs<T>(draft: T, ids: IdRegistry): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    if (isKeyRef(value) && !KEEP_BY_KEY.has(value.typeId)) {
      const id = ids.get(value.typeId, value.key);
      if (id !== undefined) return { typeId: value.typeId, id };
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]));
  };
  return walk(draft) as T;
}

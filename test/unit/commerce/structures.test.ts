// Category tree building, ownership and cart merging, without a backend.
import type { Cart, Category, LineItem } from '@commercetools/platform-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCategoryTree } from '~/commerce/category.server';
import { mergeActions } from '~/commerce/customer-cart.server';
import { isOwnedBy } from '~/commerce/guard.server';
import { isResourceId } from '~/commerce/identifiers';

afterEach(() => vi.useRealTimers());

const category = (id: string, parent: string | undefined, orderHint: string, name: string): Category =>
  ({
    id,
    version: 1,
    name: { sk: name },
    slug: { sk: name.toLowerCase() },
    orderHint,
    parent: parent ? { typeId: 'category', id: parent } : undefined,
    ancestors: [],
    createdAt: '',
    lastModifiedAt: '',
    assets: [],
  }) as Category;

describe('buildCategoryTree', () => {
  it('nests, orders and indexes a flat list, whatever order it comes in', () => {
    const tree = buildCategoryTree(
      [category('c', 'b', '0.1', 'Leaf'), category('b', 'a', '0.2', 'Mid'), category('a', undefined, '0.1', 'Root'), category('d', 'a', '0.1', 'First')],
      'sk',
    );
    expect(tree.roots.map((node) => node.id)).toEqual(['a']);
    expect(tree.roots[0].children.map((node) => node.id)).toEqual(['d', 'b']);
    expect(tree.byId.get('c')).toMatchObject({ depth: 2, ancestorIds: ['a', 'b'] });
    expect(tree.bySlug.get('leaf')?.id).toBe('c');
  });

  it('keeps orphans as roots instead of losing them', () => {
    const tree = buildCategoryTree([category('x', 'missing', '0.1', 'Orphan')], 'sk');
    expect(tree.roots.map((node) => node.id)).toEqual(['x']);
  });
});

describe('ownership', () => {
  it('binds customer resources to the customer and anonymous ones to the anonymous id', () => {
    expect(isOwnedBy({ anonymousId: 'a' }, { anonymousId: 'a' })).toBe(true);
    expect(isOwnedBy({ anonymousId: 'b' }, { anonymousId: 'a' })).toBe(false);
    expect(isOwnedBy({ anonymousId: 'a', customerId: 'c' }, { anonymousId: 'a' })).toBe(true);
    expect(isOwnedBy({ anonymousId: 'a', customerId: 'c' }, { customerId: 'c', anonymousId: 'z' })).toBe(true);
    // Logged out with the same anonymous id: the customer's cart stays private.
    expect(isOwnedBy({ anonymousId: 'a' }, { customerId: 'c', anonymousId: 'a' })).toBe(false);
    expect(isOwnedBy({ anonymousId: '' }, {})).toBe(false);
  });

  it('accepts only id-shaped strings as resource ids', () => {
    expect(isResourceId('3f1c1c1e-8b7a-4d2e-9c1a-1234567890ab')).toBe(true);
    for (const bad of ['', '../orders', 'a b', 'x'.repeat(65), undefined]) expect(isResourceId(bad)).toBe(false);
  });
});

const line = (id: string, sku: string, quantity: number, fields?: Record<string, unknown>): LineItem =>
  ({ id, quantity, variant: { id: 1, sku }, custom: fields ? { type: { typeId: 'type', id: 't' }, fields } : undefined }) as LineItem;

describe('mergeActions', () => {
  it('copies new lines and keeps the larger quantity of shared ones', () => {
    const target = { lineItems: [line('t1', 'A', 2), line('t2', 'B', 5)] } as Cart;
    const source = { lineItems: [line('s1', 'A', 3), line('s2', 'B', 1), line('s3', 'C', 1, { parentSku: 'A' })] } as Cart;
    expect(mergeActions(target, source)).toEqual([
      { action: 'changeLineItemQuantity', lineItemId: 't1', quantity: 3 },
      { action: 'addLineItem', sku: 'C', quantity: 1, custom: { type: { typeId: 'type', id: 't' }, fields: { parentSku: 'A' } } },
    ]);
  });
});

import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import {
  lastSeenCookieName, lastSeenSetCookie, lastSeenToShow, parseLastSeen, rememberLastSeen,
} from '~/catalog/product/last-seen';

const skus = (from: number, count: number) => Array.from({ length: count }, (_, index) => `EX${String(10000000 + from + index)}`);

describe('last-seen cookie', () => {
  it('is kept per language-country', () => {
    expect(lastSeenCookieName('fr-CH')).toBe('last_seen_fr-CH');
    expect(lastSeenCookieName('de-CH')).not.toBe(lastSeenCookieName('fr-CH'));
  });

  it('holds only SKUs, newest first, and drops garbage, duplicates and anything past 10', () => {
    expect(parseLastSeen('EX10000002.EX10000001')).toEqual(['EX10000002', 'EX10000001']);
    expect(parseLastSeen('EX10000002.<script>.EX10000002..4100010.EX1')).toEqual(['EX10000002']);
    expect(parseLastSeen(skus(0, 14).join('.'))).toEqual(skus(0, 10));
    expect(parseLastSeen(undefined)).toEqual([]);
  });

  it('moves the viewed product to the front and keeps at most 10 entries', () => {
    const list = skus(0, 10);
    const next = rememberLastSeen(list, { sku: 'EX10000099', slug: 'drill-10000099', name: 'Drill' });
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('EX10000099');
    expect(next).not.toContain(list[9]);
    expect(rememberLastSeen(['EX10000001', 'EX10000002'], { sku: 'EX10000002', slug: 's-10000002', name: 'N' })).toEqual(['EX10000002', 'EX10000001']);
  });

  it('stores an entry only if slug, name and sku are present (spec §5)', () => {
    const list = ['EX10000001'];
    expect(rememberLastSeen(list, { sku: 'EX10000002', slug: '', name: 'Drill' })).toEqual(list);
    expect(rememberLastSeen(list, { sku: 'EX10000002', slug: 'drill-10000002', name: null })).toEqual(list);
    expect(rememberLastSeen(list, { sku: '', slug: 'drill-10000002', name: 'Drill' })).toEqual(list);
  });

  it('shows the earlier products without the one being viewed', () => {
    expect(lastSeenToShow(['EX10000003', 'EX10000002', 'EX10000001'], 'EX10000002')).toEqual(['EX10000003', 'EX10000001']);
  });

  it('writes a small server-only cookie for a month', () => {
    expect(parseSetCookie(lastSeenSetCookie('sk-SK', ['EX10000002', 'EX10000001']))).toEqual({
      name: 'last_seen_sk-SK', value: 'EX10000002.EX10000001', path: '/', maxAge: 2_592_000, sameSite: 'lax', httpOnly: true,
    });
    expect(parseSetCookie(lastSeenSetCookie('sk-SK', [], { secure: true })).secure).toBe(true);
    expect(lastSeenSetCookie('sk-SK', skus(0, 10)).split(';')[0].length).toBeLessThan(130);
  });
});

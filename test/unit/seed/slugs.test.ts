import { LANGUAGE_CODES, LANGUAGE_COUNTRY_PREFIXES } from '~/markets';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../server/commerce-backend/seed/data/index';
import { slugify } from '../../../server/commerce-backend/seed/data/slug';

const data = buildSeedData();
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// First path segments the router owns (spec §2): a category slug must never be one of them.
const RESERVED = new Set([...LANGUAGE_CODES, ...LANGUAGE_COUNTRY_PREFIXES, 'search', 'login', 'checkout', 'create-account',
  'password-reset', 'log-out', 'my-account', 'home', 'cms', 'p', 'c', 'api', 'fonts', 'build', 'hidden']);

describe('slugs', () => {
  it('are ASCII slugs, unique per language across products and categories', () => {
    for (const language of LANGUAGE_CODES) {
      const seen = new Set<string>();
      for (const text of [...data.products.map((p) => p.draft.slug), ...data.categories.map((c) => c.slug)]) {
        const slug = text[language];
        expect(slug).toMatch(SLUG);
        expect(seen.has(slug), `${language}: ${slug}`).toBe(false);
        seen.add(slug);
      }
    }
  });

  it('never makes a category slug look like a language prefix, a route or a product', () => {
    for (const category of data.categories) {
      for (const slug of Object.values(category.slug)) {
        expect(RESERVED.has(slug), slug).toBe(false);
        expect(slug).not.toMatch(/-\d{8}$/);
      }
    }
  });

  it('transliterates Cyrillic and Greek and writes out German umlauts', () => {
    expect(slugify('Акумулаторен винтоверт Kraftwerk Pro', 'bg')).toBe('akumulatoren-vintovert-kraftwerk-pro');
    expect(slugify('Щифт й', 'bg')).toBe('shtift-y');
    expect(slugify('Δραπανοκατσάβιδο μπαταρίας', 'el')).toBe('drapanokatsavido-mpatarias');
    expect(slugify('Πλυστικό κρύου νερού', 'el')).toBe('plystiko-kryou-nerou');
    expect(slugify('Heißwasser-Hochdruckreiniger Größe', 'de')).toBe('heisswasser-hochdruckreiniger-groesse');
    expect(slugify('Akumulátorový vŕtací skrutkovač', 'sk')).toBe('akumulatorovy-vrtaci-skrutkovac');
    expect(slugify('Wiertarko-wkrętarka Łódź', 'pl')).toBe('wiertarko-wkretarka-lodz');
    expect(slugify('Høytrykksvasker', 'nb')).toBe('hoeytrykksvasker');
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/translator';
import { resources } from '~/i18n/resources.server';

describe('the browser translation runtime', () => {
  const bundles = { common: { header: { cartCount_one: '{{count}} item', cartCount_other: '{{count}} items' }, plain: 'Hello {{name}}' } };

  it('reads nested keys and interpolates', () => {
    const t = createTranslator('en', bundles, 'common');
    expect(t('plain', { name: 'Jana' })).toBe('Hello Jana');
    expect(t('header.cartCount', { count: 1 })).toBe('1 item');
    expect(t('header.cartCount', { count: 3 })).toBe('3 items');
  });

  it('returns the key for a missing text, like i18next', () => {
    expect(createTranslator('en', bundles, 'common')('nope.missing')).toBe('nope.missing');
  });

  it('picks Slovak and Polish plural forms from the real translations', () => {
    const sk = createTranslator('sk', resources.sk as never, 'common');
    expect(sk('header.cartCount', { count: 1 })).toMatch(/^1 /);
    expect(sk('header.cartCount', { count: 3 })).not.toBe(sk('header.cartCount', { count: 5 }));
    const pl = createTranslator('pl', resources.pl as never, 'common');
    expect(pl('header.cartCount', { count: 22 })).toContain('22');
  });

  it('reads the spec text keys of the error screen', () => {
    const en = createTranslator('en', resources.en as never, 'common');
    expect(en('errors.notFound')).toBe('This page could not be found');
    for (const key of ['error-occured', 'go-back-or-try-again', 'go-back-to-home-page', 'Back', 'page-not-found']) {
      expect(en(`errors.${key}`)).not.toBe(`errors.${key}`);
    }
  });
});

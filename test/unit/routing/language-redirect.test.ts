import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { getMarket, type LanguageCode } from '~/markets';
import { followWantedLanguage } from '~/routing/language-redirect.server';
import { localizedPagePaths } from '~/seo/page-paths';

const category = localizedPagePaths({ slugByLanguage: { de: 'elektrowerkzeuge', fr: 'outillage-electrique', it: 'elettroutensili' } }, 'category');
const germanOnly = localizedPagePaths({ slugByLanguage: { de: 'nur-deutsch' } }, 'category');

function context(wantedLanguage?: LanguageCode): AppLoadContext {
  return { storefront: { request: { market: getMarket('CH'), wantedLanguage } } } as unknown as AppLoadContext;
}

function thrown(run: () => void): Response | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  return undefined;
}

describe('followWantedLanguage (decision 021)', () => {
  const request = new Request('http://ch.localhost:3000/elektrowerkzeuge/?page=2');

  it('redirects to the page’s own slug in the wanted language, with the query, temporarily', () => {
    const response = thrown(() => followWantedLanguage(context('fr'), request, category));
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/fr/outillage-electrique/?page=2');
    expect(response?.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(thrown(() => followWantedLanguage(context('it'), request, category))?.headers.get('location')).toBe('/it/elettroutensili/?page=2');
  });

  it('does nothing without a wish, or when the page does not exist in that language', () => {
    expect(thrown(() => followWantedLanguage(context(), request, category))).toBeUndefined();
    expect(thrown(() => followWantedLanguage(context('fr'), request, germanOnly))).toBeUndefined();
  });
});

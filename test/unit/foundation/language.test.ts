import { describe, expect, it } from 'vitest';
import { preferredLanguage } from '~/i18n/language.server';
import { getMarket } from '~/markets';

describe('language of an unprefixed request (prefix → cookie → Accept-Language → store default)', () => {
  const ch = getMarket('CH');
  it('follows the locale cookie when the store offers its language', () => {
    expect(preferredLanguage(ch, 'fr-CH', 'de-CH,de;q=0.9')).toBe('fr');
    expect(preferredLanguage(ch, 'it-CH', null)).toBe('it');
  });
  it('ignores a cookie language the store does not offer, and garbage', () => {
    expect(preferredLanguage(ch, 'sk-SK', null)).toBe('de');
    expect(preferredLanguage(ch, '%%%', null)).toBe('de');
  });
  it('then the browser languages by quality', () => {
    expect(preferredLanguage(ch, undefined, 'en-GB,en;q=0.9,it;q=0.8,fr;q=0.7')).toBe('it');
    expect(preferredLanguage(ch, undefined, 'fr;q=0,de;q=0.5')).toBe('de');
    expect(preferredLanguage(getMarket('NO'), undefined, 'no,en;q=0.5')).toBe('nb');
  });
  it('else the store default', () => {
    expect(preferredLanguage(getMarket('BE'), undefined, 'en-US')).toBe('nl');
    expect(preferredLanguage(getMarket('BE'), undefined, 'garbage;;;q=x')).toBe('nl');
  });
});

describe('Accept-Language edge cases (negotiator parses, the order stays the header\'s)', () => {
  const ch = getMarket('CH');
  it('keeps the header order between equal qualities and reads regions by their language', () => {
    expect(preferredLanguage(ch, undefined, 'it-CH, fr')).toBe('it');
    expect(preferredLanguage(ch, undefined, 'FR-ch;q=0.8, de-AT;q=0.9')).toBe('de');
    expect(preferredLanguage(getMarket('NO'), undefined, 'nn-NO;q=0.9, en')).toBe('nb');
  });
  it('treats a bare wildcard and broken qualities as no preference', () => {
    expect(preferredLanguage(ch, undefined, '*')).toBe('de');
    expect(preferredLanguage(ch, undefined, 'it;q=abc, fr;q=0.1')).toBe('fr');
    expect(preferredLanguage(ch, undefined, ','.repeat(5000))).toBe('de');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKETS } from '~/markets';
import { addressValidationCountries, createAddressValidation, GOOGLE_ADDRESS_VALIDATION_URL } from '~/address-validation/address-validation.server';
import { addressRequest, judgeAddress, type AddressValidationAnswer } from '~/address-validation/verdict';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const answer = (name: string) => JSON.parse(fixture(name)) as AddressValidationAnswer;

describe('the verdict rules of spec §5', () => {
  it('accepts a complete, confirmed address', () => {
    expect(judgeAddress(answer('de-valid'))).toEqual({ ok: true });
  });

  it("gives 'Error on verdict' for an incomplete verdict, replaced or unconfirmed components", () => {
    expect(judgeAddress(answer('at-incomplete'))).toEqual({
      ok: false, error: 'Error on verdict', failures: ['verdict.addressComplete is not true', 'verdict.hasUnconfirmedComponents'],
    });
    expect(judgeAddress(answer('gb-replaced-postal-code'))).toMatchObject({ ok: false, error: 'Error on verdict', failures: ['verdict.hasReplacedComponents'] });
    expect(judgeAddress({ result: { verdict: { addressComplete: true, hasUnconfirmedComponents: true } } })).toMatchObject({ error: 'Error on verdict' });
    expect(judgeAddress({})).toMatchObject({ error: 'Error on verdict' });
  });

  it("gives 'Error on address' for spell-corrected, replaced or unexpected components of a sound verdict", () => {
    expect(judgeAddress(answer('de-spell-corrected'))).toEqual({ ok: false, error: 'Error on address', failures: ['route spellCorrected (Friedrichstraße)'] });
    expect(judgeAddress(answer('fr-unexpected'))).toEqual({ ok: false, error: 'Error on address', failures: ['point_of_interest unexpected (Cedex 9)'] });
    expect(
      judgeAddress({ result: { verdict: { addressComplete: true }, address: { addressComponents: [{ componentType: 'postal_code', replaced: true }] } } }),
    ).toMatchObject({ error: 'Error on address' });
  });

  it('sends the country as region code and the city, street and postal code as lines', () => {
    expect(addressRequest({ country: 'de', city: 'Berlin', street: 'Friedrichstraße 43', postalCode: '10117' })).toEqual({
      address: { regionCode: 'DE', addressLines: ['Berlin', 'Friedrichstraße 43', '10117'] },
    });
  });
});

describe('the Google adapter', () => {
  function google(reply: () => Response | Promise<Response>, apiKey = 'AIza-test-key') {
    const sent: { url: string; body: unknown }[] = [];
    const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return reply();
    }) as typeof fetch;
    return { sent, service: createAddressValidation({ apiKey, countries: ['DE', 'AT'], timeoutMs: 200, fetch: fetcher }) };
  }
  const json = (name: string, status = 200) => () => new Response(fixture(name), { status, headers: { 'content-type': 'application/json' } });
  const address = { country: 'DE', city: 'Berlin', street: 'Friedrichstrasse 43', postalCode: '10117' };

  it('posts to validateAddress with the key in the URL and reads the verdict', async () => {
    const { sent, service } = google(json('de-valid'));
    expect(await service.validate(address)).toEqual({ status: 'valid', formattedAddress: 'Friedrichstraße 43, 10117 Berlin, Deutschland' });
    expect(sent[0].url).toBe(`${GOOGLE_ADDRESS_VALIDATION_URL}?key=AIza-test-key`);
    expect(sent[0].body).toEqual({ address: { regionCode: 'DE', addressLines: ['Berlin', 'Friedrichstrasse 43', '10117'] } });
    expect(await google(json('de-spell-corrected')).service.validate(address)).toMatchObject({ status: 'invalid', error: 'Error on address' });
    expect(await google(json('gb-replaced-postal-code')).service.validate(address)).toMatchObject({ status: 'invalid', error: 'Error on verdict' });
  });

  it('never blocks the shopper when the service fails, times out or answers garbage', async () => {
    expect(await google(json('error-unsupported-region', 400)).service.validate(address)).toEqual({ status: 'unavailable', reason: '400 INVALID_ARGUMENT Unsupported region code.' });
    expect(await google(() => new Response('<html>oops</html>', { status: 502 })).service.validate(address)).toMatchObject({ status: 'unavailable' });
    const hanging = createAddressValidation({
      apiKey: 'k', countries: ['DE'], timeoutMs: 50,
      fetch: ((_url: string, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch,
    });
    expect(await hanging.validate(address)).toEqual({ status: 'unavailable', reason: 'timed out' });
  });

  it('is on only with a key and for enabled countries (none by default)', () => {
    expect(google(json('de-valid')).service.enabledFor('DE')).toBe(true);
    expect(google(json('de-valid')).service.enabledFor('SK')).toBe(false);
    expect(createAddressValidation({ countries: ['DE'], timeoutMs: 100 }).enabledFor('DE')).toBe(false);
    expect(addressValidationCountries(MARKETS, '')).toEqual([]);
    expect(addressValidationCountries(MARKETS, 'de, at,XX')).toEqual(['AT', 'DE']);
  });
});

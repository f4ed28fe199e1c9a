// Address validation (spec §5; decision 038): off unless a key is set and the country is enabled, and a failure of
// the service never blocks the shopper.
import type { CountryCode } from '~/markets';
import { addressRequest, judgeAddress, type AddressToValidate, type AddressValidationAnswer, type AddressValidationError } from './verdict';

export const GOOGLE_ADDRESS_VALIDATION_URL = 'https://addressvalidation.googleapis.com/v1:validateAddress';

export type AddressValidationResult =
  | { status: 'valid'; formattedAddress?: string }
  | { status: 'invalid'; error: AddressValidationError; failures: string[]; formattedAddress?: string }
  /** No usable answer (timeout, error, unsupported region): let the shopper go on, log the reason. */
  | { status: 'unavailable'; reason: string };

export interface AddressValidationConfig {
  apiKey?: string;
  /** Countries where the check runs (store flag addressValidation or ADDRESS_VALIDATION_COUNTRIES). */
  countries: readonly CountryCode[];
  timeoutMs: number;
  endpoint?: string;
  fetch?: typeof fetch;
}

export interface AddressValidationService {
  /** True when a key is set and the country is enabled: only then call validate (once per session). */
  enabledFor(country: CountryCode): boolean;
  validate(address: AddressToValidate, options?: { signal?: AbortSignal }): Promise<AddressValidationResult>;
}

export function createAddressValidation(config: AddressValidationConfig): AddressValidationService {
  const doFetch = config.fetch ?? fetch;
  const endpoint = config.endpoint ?? GOOGLE_ADDRESS_VALIDATION_URL;
  return {
    enabledFor: (country) => Boolean(config.apiKey) && config.countries.includes(country),
    async validate(address, options = {}) {
      if (!config.apiKey) return { status: 'unavailable', reason: 'no key' };
      const timeout = AbortSignal.timeout(config.timeoutMs);
      try {
        const response = await doFetch(`${endpoint}?key=${encodeURIComponent(config.apiKey)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(addressRequest(address)),
          signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
        });
        const text = await response.text();
        let answer: AddressValidationAnswer & { error?: { message?: string; status?: string } };
        try {
          answer = JSON.parse(text) as typeof answer;
        } catch {
          return { status: 'unavailable', reason: `answer is not JSON (${response.status})` };
        }
        if (!response.ok || !answer.result?.verdict) {
          return { status: 'unavailable', reason: `${response.status} ${answer.error?.status ?? ''} ${answer.error?.message ?? 'no verdict'}`.trim() };
        }
        const formattedAddress = answer.result.address?.formattedAddress;
        const judgement = judgeAddress(answer);
        return judgement.ok ? { status: 'valid', formattedAddress } : { status: 'invalid', error: judgement.error, failures: judgement.failures, formattedAddress };
      } catch (error) {
        return { status: 'unavailable', reason: timeout.aborted ? 'timed out' : (error as Error).message };
      }
    },
  };
}

/** The countries where address validation runs: the market rule (none, per the spec) plus ADDRESS_VALIDATION_COUNTRIES. */
export function addressValidationCountries(markets: readonly { country: CountryCode; rules: { addressValidation: boolean } }[], extra: string): CountryCode[] {
  const listed = new Set(extra.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean));
  return markets.filter((market) => market.rules.addressValidation || listed.has(market.country)).map((market) => market.country);
}

// The VAT ID check of spec §5: two transports for the German federal VAT confirmation service, and the verdict
// rules.
import { vatCheckOutcome, vatNumberWithPrefix, VAT_DEFAULT_RESULT_CODE, VAT_ID_MIN_LENGTH, cleanVatNumber, type CountryCode } from '~/markets';
import { boundedRecords } from '~/cache/bounded-cache.server';
import { evatrRequestUrl, parseEvatrXml } from './evatr-xml';
import { legacyCodeOf } from './evatr-rest';
import { viesCodeOf, viesRequest } from './vies';

/** Spec §4: "idle, then validating, then valid, not valid, or could not validate (also timed out)"; which codes
 * mean which state is `vatCheckOutcome`'s rule in `~/markets`. */
export type VatCheckState = 'valid' | 'could-not-validate' | 'not-valid' | 'timed-out';

export interface VatCheckResult {
  state: VatCheckState;
  /** The service's ErrorCode; null when nothing was asked or nothing came back in time. */
  code: number | null;
  /** The number as sent: prefix plus cleaned national part ('SK2020123456'). */
  vatNumber: string;
  /** The service's answer as received, for the address's raw VAT response field ('' without one). */
  raw: string;
  checkedAt: string;
}

export interface VatCheckConfig {
  /** 'xml': the evatrRPC interface (the spec's, and the local simulator's); 'rest': the service's REST API. */
  protocol: 'xml' | 'rest';
  url: string;
  timeoutMs: number;
  /** The shop's own German VAT id for a store (the service confirms foreign ids to a German requester). */
  ownVatId: (country: CountryCode) => string;
  /** The VIES service, for the numbers the federal service does not confirm (German ones); without it those go to the federal service too. */
  viesUrl?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** How long a definitive answer (valid or not valid) is reused for the same number; 0 turns it off. */
  cacheTtlMs?: number;
}

export interface VatCheckService {
  /** Cleans and prefixes the input by the store's rules, then asks the service. Never throws. */
  check(country: CountryCode, input: string, options?: { signal?: AbortSignal }): Promise<VatCheckResult>;
}

/** How long a definitive answer (valid, not valid) stands for the same number. */
export const DEFINITIVE_ANSWER_MS = 15 * 60_000;
/** Only definite answers are kept. */
const CACHE_BYTES = 1024 * 1024;

export function createVatCheck(config: VatCheckConfig): VatCheckService {
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());
  const cacheTtlMs = config.cacheTtlMs ?? DEFINITIVE_ANSWER_MS;
  const answers = cacheTtlMs > 0 ? boundedRecords<VatCheckResult>({ maxBytes: CACHE_BYTES, ttlMs: cacheTtlMs, now: () => now().getTime() }) : undefined;

  async function ask(ownVatId: string, vatNumber: string, signal: AbortSignal): Promise<{ code: number; raw: string }> {
    if (config.viesUrl && vatNumber.startsWith('DE')) {
      const response = await doFetch(config.viesUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(viesRequest(vatNumber, ownVatId)),
        signal,
      });
      const raw = await response.text();
      return { code: viesCodeOf(response.status, raw), raw };
    }
    if (config.protocol === 'rest') {
      const response = await doFetch(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ anfragendeUstid: ownVatId, angefragteUstid: vatNumber }),
        signal,
      });
      const raw = await response.text();
      let status: unknown;
      try {
        status = (JSON.parse(raw) as { status?: unknown }).status;
      } catch {
        status = undefined;
      }
      return { code: legacyCodeOf(status), raw };
    }
    const response = await doFetch(evatrRequestUrl(config.url, ownVatId, vatNumber), { headers: { accept: 'text/xml' }, signal });
    const raw = await response.text();
    return { code: response.ok ? parseEvatrXml(raw).errorCode : VAT_DEFAULT_RESULT_CODE, raw };
  }

  return {
    async check(country, input, options = {}) {
      const vatNumber = vatNumberWithPrefix(country, input);
      const checkedAt = now().toISOString();
      if (cleanVatNumber(country, input).length < VAT_ID_MIN_LENGTH) return { state: 'not-valid', code: null, vatNumber, raw: '', checkedAt };
      const ownVatId = config.ownVatId(country);
      const cacheKey = `${ownVatId}|${vatNumber}`;
      const cached = answers?.get(cacheKey);
      if (cached) return { ...cached, checkedAt };

      const timeout = AbortSignal.timeout(config.timeoutMs);
      const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
      try {
        const { code, raw } = await ask(ownVatId, vatNumber, signal);
        const result: VatCheckResult = { state: vatCheckOutcome(code), code, vatNumber, raw, checkedAt };
        if (result.state !== 'could-not-validate') answers?.set(cacheKey, result);
        return result;
      } catch {
        if (timeout.aborted) return { state: 'timed-out', code: null, vatNumber, raw: '', checkedAt };
        return { state: 'could-not-validate', code: VAT_DEFAULT_RESULT_CODE, vatNumber, raw: '', checkedAt };
      }
    },
  };
}

/** The shop's own VAT id per store: VAT_OWN_VAT_IDS ("SK=DE…,CZ=DE…") over VAT_OWN_VAT_ID over the fallback. */
export function ownVatIds(perStore: string, fallback: string): (country: CountryCode) => string {
  const map = new Map<string, string>();
  for (const pair of perStore.split(',')) {
    const [country, vatId] = pair.split('=').map((part) => part.trim().toUpperCase());
    if (country && vatId) map.set(country, vatId);
  }
  return (country) => map.get(country) ?? fallback;
}

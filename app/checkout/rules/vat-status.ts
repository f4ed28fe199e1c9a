// What the addresses step says about a company buyer's VAT ID (spec §4 VAT validation states, §8 VAT texts).

/**
 * Spec §4: "idle, then validating, then valid, not valid, or could not validate (also timed out)"; and
 * recorded: a store without VAT validation (outside the EU) keeps the number unchecked (decision 085).
 */
export type VatState = 'idle' | 'valid' | 'not-valid' | 'could-not-validate' | 'timed-out' | 'recorded';

export interface VatStatus {
  state: VatState;
  /** The number as checked, with its prefix ('SK2020123200'); '' when idle. */
  vatNumber: string;
}

export interface VatStatusView extends VatStatus {
  /** Keys of checkout:vat.* in the order they are shown. */
  messages: string[];
  /** "When validation cannot complete, a 'Validate my VAT ID' button appears." */
  retry: boolean;
  /** The help "VAT ID Validation Issues" with "Continue with Purchase": whenever the ID did not validate. */
  help: boolean;
  /** The cart is NET now (brief "Money, prices, VAT"): valid in a store with the change-tax-rate flag. */
  net: boolean;
  /** The seller's country, named, when this is its own store: VAT is charged there, never a refund promised. */
  sellerCountry: string | null;
}

/** What the shop did with the prices: the flag of the store, and whether the cart is NET now. */
export interface PriceAdjustment {
  changeTaxRate: boolean;
  net: boolean;
  /** The seller's country, named, in its own store (decision 120); null elsewhere. */
  sellerCountry: string | null;
}

/**
 * The texts of spec §8 per state. Valid: 'VAT ID successfully validated.' and 'Prices have been adjusted to
 * NET.' when the cart is NET, the 'unable to adjust' text in a store without the change-tax-rate flag (the
 * seller's own country), neither while the cart still lacks the company. Recorded (no validation in the store):
 * the 'unable to adjust' text. Not valid: 'VAT ID not validated.' with the advice. Timed out: 'VAT ID
 * validation is taking too much time.' 'Confirm by clicking the button below.' Could not validate:
 * 'Technical issue occurred.' In the seller's own store a company pays VAT whatever its ID: the shop says so
 * (it deducts the VAT in its own return) instead of promising a NET invoice or a refund (decision 120).
 */
export function vatStatusView(status: VatStatus, prices: PriceAdjustment): VatStatusView {
  const { sellerCountry } = prices;
  const notNet = sellerCountry ? 'sellerCountryVat' : 'notAdjustedToNet';
  switch (status.state) {
    case 'idle':
      return { ...status, messages: [], retry: false, help: false, net: false, sellerCountry };
    case 'valid':
      return {
        ...status,
        messages: ['validated', ...(prices.net ? ['adjustedToNet'] : prices.changeTaxRate ? [] : [notNet])],
        retry: false,
        help: false,
        net: prices.net,
        sellerCountry,
      };
    case 'recorded':
      return { ...status, messages: [notNet], retry: false, help: false, net: false, sellerCountry };
    case 'not-valid':
      return { ...status, messages: ['notValidated', sellerCountry ? 'sellerCountryVat' : 'notValidatedAdvice'], retry: false, help: true, net: false, sellerCountry };
    case 'timed-out':
      return { ...status, messages: ['tooSlow', 'confirmBelow'], retry: true, help: true, net: false, sellerCountry };
    case 'could-not-validate':
      return { ...status, messages: ['technicalIssue'], retry: true, help: true, net: false, sellerCountry };
  }
}

/** What the billing address keeps about the check (custom field vatResponse): the state and the raw answer. */
export interface StoredVatResponse {
  state: Exclude<VatState, 'idle'>;
  code: number | null;
  checkedAt: string;
  raw: string;
}

const RAW_LIMIT = 4000;

export function storedVatResponse(result: StoredVatResponse): string {
  return JSON.stringify({ ...result, raw: result.raw.slice(0, RAW_LIMIT) });
}

export function readStoredVatResponse(value: unknown): StoredVatResponse | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed = JSON.parse(value) as Partial<StoredVatResponse>;
    const states = ['valid', 'not-valid', 'could-not-validate', 'timed-out'];
    if (typeof parsed.state !== 'string' || !states.includes(parsed.state)) return null;
    return { state: parsed.state as StoredVatResponse['state'], code: typeof parsed.code === 'number' ? parsed.code : null, checkedAt: String(parsed.checkedAt ?? ''), raw: String(parsed.raw ?? '') };
  } catch {
    return null;
  }
}

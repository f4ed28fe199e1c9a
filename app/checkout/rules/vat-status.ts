// What the addresses step says about a company buyer's VAT ID (spec §4 VAT validation states, §8 VAT texts).

/** Spec §4's states, plus `recorded` (a store without VAT validation keeps the number unchecked) and `limited` (too
 *  many checks; the wait is told). */
export type VatState = 'idle' | 'valid' | 'not-valid' | 'could-not-validate' | 'timed-out' | 'recorded' | 'limited';

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
  /** Limited: the whole minutes to wait before the next check (the messages say it). */
  waitMinutes?: number;
}

/** What the shop did with the prices: the flag of the store, and whether the cart is NET now. */
export interface PriceAdjustment {
  changeTaxRate: boolean;
  net: boolean;
  /** The seller's country, named, in its own store; null elsewhere. */
  sellerCountry: string | null;
}

/** In the seller's own store a company pays VAT whatever its ID, so the shop says it deducts the VAT in its own
 *  return instead of promising a NET invoice or a refund. */
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
    case 'limited':
      // A limit, not a fault: the wait is told, and "Continue with Purchase" (GROSS) stays open meanwhile.
      return { ...status, messages: ['limited'], retry: false, help: true, net: false, sellerCountry };
  }
}

/** The view of a check refused by the limit: said as a limit, with the minutes to wait. */
export function limitedVatView(vatNumber: string, waitMinutes: number): VatStatusView {
  return { ...vatStatusView({ state: 'limited', vatNumber }, { changeTaxRate: false, net: false, sellerCountry: null }), waitMinutes };
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

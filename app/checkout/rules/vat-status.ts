// What the addresses step says about a company buyer's VAT ID (spec §4 VAT validation states, §8 VAT texts).

/** Spec §4: "idle, then validating, then valid, not valid, or could not validate (also timed out)". */
export type VatState = 'idle' | 'valid' | 'not-valid' | 'could-not-validate' | 'timed-out';

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
  /** Valid in a store with the change-tax-rate flag: the cart is NET (brief "Money, prices, VAT"). */
  net: boolean;
}

/**
 * The texts of spec §8 per state. Valid: 'VAT ID successfully validated.' and either 'Prices have been adjusted
 * to NET.' (change-tax-rate flag) or the 'unable to adjust' text. Not valid: 'VAT ID not validated.' with the
 * advice. Timed out: 'VAT ID validation is taking too much time.' 'Confirm by clicking the button below.'
 * Could not validate: 'Technical issue occurred.'
 */
export function vatStatusView(status: VatStatus, options: { changeTaxRate: boolean }): VatStatusView {
  switch (status.state) {
    case 'idle':
      return { ...status, messages: [], retry: false, help: false, net: false };
    case 'valid':
      return {
        ...status,
        messages: ['validated', options.changeTaxRate ? 'adjustedToNet' : 'notAdjustedToNet'],
        retry: false,
        help: false,
        net: options.changeTaxRate,
      };
    case 'not-valid':
      return { ...status, messages: ['notValidated', 'notValidatedAdvice'], retry: false, help: true, net: false };
    case 'timed-out':
      return { ...status, messages: ['tooSlow', 'confirmBelow'], retry: true, help: true, net: false };
    case 'could-not-validate':
      return { ...status, messages: ['technicalIssue'], retry: true, help: true, net: false };
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

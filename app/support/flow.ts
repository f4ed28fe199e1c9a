// Spec checkout-payments-support §4: "no reason means step 1; reason without sub-reason means step 2; both means
// step 3. Choosing a main reason resets the sub-reason; going back clears the reason." Without JavaScript every step
// is a page of its own reached by links; with it the same states switch in place.
import { reasonGroup, subReason, type SubReason } from './reasons';
import { productNumberOf } from './product-number';
import { SUPPORT_PAGE as SUPPORT_PATH } from '~/routing/support-links';

export { SUPPORT_PATH };

export interface SupportPrefill {
  /** Eight digits, read-only in the form once given (spec §5). */
  productNumber?: string;
  quantity?: number;
}

export interface SupportFlowState {
  reason?: string;
  subreason?: string;
  /** A shortcut's "continue the request" was chosen: the form shows. */
  continued: boolean;
  prefill: SupportPrefill;
}

export type SupportStep = 1 | 2 | 3;

export function readFlowState(params: URLSearchParams): SupportFlowState {
  const reason = reasonGroup(params.get('reason'))?.id;
  const subreason = reason ? subReason(reason, params.get('subreason'))?.id : undefined;
  const productNumber = productNumberOf(params.get('productNumber')) ?? undefined;
  const quantity = Number(params.get('quantity'));
  return {
    reason,
    subreason,
    continued: params.get('continue') === '1',
    prefill: {
      ...(productNumber ? { productNumber } : {}),
      ...(Number.isInteger(quantity) && quantity >= 1 && quantity <= 100_000 ? { quantity } : {}),
    },
  };
}

export function stepOf(state: Pick<SupportFlowState, 'reason' | 'subreason'>): SupportStep {
  if (!state.reason) return 1;
  return state.subreason ? 3 : 2;
}

/** The chosen sub-reason's shortcut, while the shopper has not asked to continue with the form. */
export function pendingShortcut(state: SupportFlowState): SubReason['shortcut'] {
  if (stepOf(state) !== 3 || state.continued) return undefined;
  return subReason(state.reason, state.subreason)?.shortcut;
}

/** The page of a state (without the language prefix: Remix adds the basename). */
export function flowHref(state: Partial<SupportFlowState>): string {
  const params = new URLSearchParams();
  if (state.reason) params.set('reason', state.reason);
  if (state.reason && state.subreason) params.set('subreason', state.subreason);
  if (state.reason && state.subreason && state.continued) params.set('continue', '1');
  if (state.prefill?.productNumber) params.set('productNumber', state.prefill.productNumber);
  if (state.prefill?.quantity) params.set('quantity', String(state.prefill.quantity));
  const query = params.toString();
  return query ? `${SUPPORT_PATH}?${query}` : SUPPORT_PATH;
}

/** Choosing a main reason resets the sub-reason. */
export const chooseReason = (state: SupportFlowState, reason: string): SupportFlowState => ({ ...state, reason, subreason: undefined, continued: false });
export const chooseSubReason = (state: SupportFlowState, subreason: string): SupportFlowState => ({ ...state, subreason, continued: false });
export const continueRequest = (state: SupportFlowState): SupportFlowState => ({ ...state, continued: true });
/** Back from step 3 drops the sub-reason; back from step 2 clears the reason. */
export function goBack(state: SupportFlowState): SupportFlowState {
  return stepOf(state) === 3 ? { ...state, subreason: undefined, continued: false } : { ...state, reason: undefined, subreason: undefined, continued: false };
}

// What the support views receive from loaders and actions (plain data: the views are browser code).
import type { SubmissionResult } from '@conform-to/react';
import type { SupportFlowState } from './flow';

export interface SupportFlowData {
  state: SupportFlowState;
  /** A double submit of this rendering of the form creates one case. */
  formToken: string;
  /** A signed-in customer's name and address. */
  defaults: { contactName?: string; customerEmail?: string; companyName?: string };
  shortcuts: { myOrders: string; returnPortal: string; withdrawalPolicy: string };
}

export type SupportAnswer =
  | { ok: true; reference: string }
  | { ok: false; result: SubmissionResult<string[]>; state: SupportFlowState };

export interface SupportPageData {
  flow: SupportFlowData;
  /** The reference of the request just sent: the thank-you page. */
  sent: string | null;
  title: string;
  indexable: boolean;
  phone: string;
  openingHours: string;
}

// What the support views receive from loaders and actions (plain data: the views are browser code).
import type { Accepted, Refused } from '~/forms/answer';
import type { DocumentHead } from '~/seo/document-head';
import type { SupportFlowState } from './flow';

export interface SupportFlowData {
  state: SupportFlowState;
  /** A double submit of this rendering of the form creates one case. */
  formToken: string;
  /** A signed-in customer's name and address. */
  defaults: { contactName?: string; customerEmail?: string; companyName?: string };
  shortcuts: { myOrders: string; returnPortal: string; withdrawalPolicy: string };
}

/** A sent request's reference (for the page's script), or the refused form at the step it was sent from. */
export type SupportAnswer = Accepted<{ reference: string }> | Refused<{ state: SupportFlowState }>;

export interface SupportPageData {
  flow: SupportFlowData;
  /** The reference of the request just sent: the thank-you page. */
  sent: string | null;
  /** Title, canonical link, robots and alternates of the page. */
  head: DocumentHead;
  phone: string;
  openingHours: string;
}

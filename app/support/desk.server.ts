// A support request becomes a case at the customer-service system: its web-to-case form in production (spec §7),
// locally a durable inbox with a page for agents. The desk in front of both adds the hidden fields of spec §3 and
// makes a double submit one case.
import { createHash, randomBytes } from 'node:crypto';
import { inProcessSubmissions, type SubmissionRegistry } from '~/forms/submissions.server';

/** The hidden fields spec §3 lists: "record type, country, locale, organisation id, return url, debug flag, and debug email (only when debug is active)". */
export interface CaseHiddenFields {
  recordType: string;
  country: string;
  locale: string;
  orgId: string;
  returnUrl: string;
  debug?: '1';
  debugEmail?: string;
}

export interface SupportCase {
  /** The shop's own reference, shown to the shopper and sent with the case. */
  reference: string;
  submittedAt: string;
  reason: string;
  subreason: string;
  /** The reason's words in the shopper's language, as agents of that store read them. */
  reasonTitle: string;
  subreasonTitle: string;
  contactName: string;
  companyName?: string;
  customerEmail: string;
  phoneNumber?: string;
  subject: string;
  description: string;
  orderNumber?: string;
  invoiceNumber?: string;
  productNumber?: string;
  /** The SKU of the product number, to find it in the catalogue. */
  productSku?: string;
  quantity?: number;
  vatId?: string;
  /** The signed-in customer who sent it. */
  customerId?: string;
  hidden: CaseHiddenFields;
}

export interface CaseDelivery {
  /** Hands the case over; rejects when it could not (the shopper is told to try again). */
  deliver(supportCase: SupportCase, idempotencyKey: string): Promise<{ reference: string }>;
}

export interface SupportDeskOptions {
  delivery: CaseDelivery;
  /** The record type and organisation id of the customer-service system (SUPPORT_CASE_RECORD_TYPE, SUPPORT_CASE_ORG_ID). */
  recordType: string;
  orgId: string;
  /** Pre-production: the system's debug mode, with its report to this address (SUPPORT_CASE_DEBUG_EMAIL). */
  debugEmail?: string;
  /** Who remembers submissions: this process, or the cluster's primary so a copy on another worker is caught. */
  submissions?: SubmissionRegistry;
}

export type CaseDraft = Omit<SupportCase, 'reference' | 'submittedAt' | 'hidden'> & {
  hidden: Pick<CaseHiddenFields, 'country' | 'locale' | 'returnUrl'>;
};

export interface SupportDesk {
  /** Sends the case once per key: a second submit of the same form answers the first one's reference. */
  submit(draft: CaseDraft, submissionKey: string | null): Promise<{ reference: string; duplicate: boolean }>;
}

/** CS-260503-7K2M9Q: the day and six characters nobody confuses on the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newCaseReference(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const bytes = randomBytes(6);
  return `CS-${day}-${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export const CASE_REFERENCE = /^CS-\d{6}-[2-9A-HJ-NP-Z]{6}$/;

export function createSupportDesk(options: SupportDeskOptions): SupportDesk {
  return {
    async submit(draft, submissionKey) {
      const key = submissionKey ? createHash('sha256').update(submissionKey).digest('hex') : null;
      const { value, duplicate } = await (options.submissions ?? inProcessSubmissions).once(key, async () => {
        const now = new Date();
        const supportCase: SupportCase = {
          ...draft,
          reference: newCaseReference(now),
          submittedAt: now.toISOString(),
          hidden: {
            recordType: options.recordType,
            orgId: options.orgId,
            ...draft.hidden,
            ...(options.debugEmail ? { debug: '1' as const, debugEmail: options.debugEmail } : {}),
          },
        };
        // The record keeps the reference a copy is answered with, not the case.
        const { reference } = await options.delivery.deliver(supportCase, key ?? supportCase.reference);
        return { reference };
      });
      return { reference: value.reference, duplicate };
    },
  };
}

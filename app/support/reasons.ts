// Spec checkout-payments-support §3 "Support reason groups: 11, each with sub-reasons and required-field flags", §2
// shortcuts. A flagged field is shown and required; the other fields of the list are not shown.

export const FLAGGED_FIELDS = ['productNumber', 'invoiceNumber', 'orderNumber', 'vatId', 'quantity', 'phoneNumber'] as const;
export type FlaggedField = (typeof FLAGGED_FIELDS)[number];

/** Spec §2: "a no-reason return goes to a return portal and shows return-policy information with a link to the
 * withdrawal-policy route; an invoice request goes to My Orders; a shipment status goes to My Orders". */
export type Shortcut = 'myOrders' | 'returnPortal';

export interface SubReason {
  id: string;
  fields: readonly FlaggedField[];
  /** Company name asked for (optional) where the answer depends on it. */
  companyName?: boolean;
  shortcut?: Shortcut;
}

export interface ReasonGroup {
  id: string;
  subReasons: readonly SubReason[];
}

const sub = (id: string, fields: FlaggedField[] = [], extra: Omit<SubReason, 'id' | 'fields'> = {}): SubReason => ({ id, fields, ...extra });

export const REASON_GROUPS: readonly ReasonGroup[] = [
  {
    id: 'order',
    subReasons: [
      sub('shipmentStatus', ['orderNumber'], { shortcut: 'myOrders' }),
      sub('changeOrder', ['orderNumber']),
      sub('deliveryAddress', ['orderNumber', 'phoneNumber']),
      sub('damagedDelivery', ['orderNumber', 'productNumber', 'phoneNumber']),
    ],
  },
  {
    id: 'returns',
    subReasons: [
      sub('noReasonReturn', ['orderNumber'], { shortcut: 'returnPortal' }),
      sub('wrongProduct', ['orderNumber', 'productNumber']),
      sub('refundStatus', ['orderNumber']),
    ],
  },
  {
    id: 'invoices',
    subReasons: [
      sub('invoiceRequest', ['orderNumber'], { shortcut: 'myOrders' }),
      sub('invoiceCorrection', ['invoiceNumber', 'orderNumber'], { companyName: true }),
      sub('invoiceCopy', ['invoiceNumber']),
    ],
  },
  {
    id: 'product',
    subReasons: [
      sub('missingManual', ['productNumber']),
      sub('technicalQuestion', ['productNumber']),
      sub('availability', ['productNumber']),
    ],
  },
  {
    id: 'prices',
    subReasons: [
      sub('discountQuote', ['productNumber', 'quantity'], { companyName: true }),
      sub('quoteRequest', ['productNumber', 'quantity', 'phoneNumber'], { companyName: true }),
      sub('priceMatch', ['productNumber']),
    ],
  },
  {
    id: 'spareParts',
    subReasons: [
      sub('sparePartsRequest', ['productNumber', 'quantity']),
      sub('accessoryFit', ['productNumber']),
    ],
  },
  {
    id: 'warranty',
    subReasons: [
      sub('warrantyClaim', ['orderNumber', 'productNumber', 'phoneNumber']),
      sub('repairStatus', ['orderNumber']),
      sub('extraGuarantee', ['orderNumber']),
    ],
  },
  {
    id: 'payments',
    subReasons: [
      sub('paymentFailed', ['orderNumber']),
      sub('bankTransfer', ['orderNumber']),
      sub('refundPayment', ['orderNumber', 'invoiceNumber']),
    ],
  },
  {
    id: 'account',
    subReasons: [
      sub('signInProblem'),
      sub('personalData'),
      sub('deleteAccount'),
    ],
  },
  {
    id: 'company',
    subReasons: [
      sub('netInvoice', ['vatId', 'orderNumber'], { companyName: true }),
      sub('companyAccount', ['vatId', 'phoneNumber'], { companyName: true }),
      sub('volumeOrder', ['quantity', 'phoneNumber'], { companyName: true }),
    ],
  },
  {
    id: 'other',
    subReasons: [
      sub('feedback'),
      sub('otherQuestion'),
    ],
  },
];

export function reasonGroup(id: string | null | undefined): ReasonGroup | undefined {
  return REASON_GROUPS.find((group) => group.id === id);
}

export function subReason(reason: string | null | undefined, id: string | null | undefined): SubReason | undefined {
  return reasonGroup(reason)?.subReasons.find((item) => item.id === id);
}

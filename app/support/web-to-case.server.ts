// Spec §7 "support form | POST as a form to an external customer-service system". Field names default to Salesforce's
// Web-to-Case; case fields the system keeps in custom fields are named by SUPPORT_CASE_FIELDS, else sent as they are.
import type { CaseDelivery, SupportCase } from './desk.server';

export const CASE_FIELD_NAMES = [
  'reference', 'orderNumber', 'invoiceNumber', 'productNumber', 'productSku', 'quantity', 'vatId', 'country', 'locale', 'customerId', 'subreasonId',
] as const;
export type CaseFieldName = (typeof CASE_FIELD_NAMES)[number];

export interface WebToCaseOptions {
  url: string;
  /** Custom field ids of the system, by the shop's field name. */
  fieldNames?: Partial<Record<CaseFieldName, string>>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** `orderNumber=00N…,productNumber=00N…` → a map; unknown names are refused, so a typo does not go unnoticed. */
export function parseCaseFieldNames(value: string): Partial<Record<CaseFieldName, string>> {
  const names: Partial<Record<CaseFieldName, string>> = {};
  for (const pair of value.split(',').map((item) => item.trim()).filter(Boolean)) {
    const [name, target] = pair.split('=').map((part) => part.trim());
    if (!(CASE_FIELD_NAMES as readonly string[]).includes(name) || !target) throw new Error(`SUPPORT_CASE_FIELDS: cannot read "${pair}"`);
    names[name as CaseFieldName] = target;
  }
  return names;
}

/** The form the system receives: the hidden fields, then the shopper's. */
export function webToCaseForm(supportCase: SupportCase, fieldNames: Partial<Record<CaseFieldName, string>> = {}): URLSearchParams {
  const form = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') form.append(name, String(value));
  };
  const custom = (name: CaseFieldName, value: string | number | undefined) => put(fieldNames[name] ?? name, value);
  const { hidden } = supportCase;
  put('orgid', hidden.orgId);
  put('recordType', hidden.recordType);
  put('retURL', hidden.returnUrl);
  custom('country', hidden.country);
  custom('locale', hidden.locale);
  if (hidden.debug) {
    put('debug', hidden.debug);
    put('debugEmail', hidden.debugEmail);
  }
  put('name', supportCase.contactName);
  put('company', supportCase.companyName);
  put('email', supportCase.customerEmail);
  put('phone', supportCase.phoneNumber);
  put('subject', supportCase.subject);
  put('description', supportCase.description);
  put('type', supportCase.reasonTitle);
  put('reason', supportCase.subreasonTitle);
  custom('subreasonId', `${supportCase.reason}/${supportCase.subreason}`);
  custom('reference', supportCase.reference);
  custom('orderNumber', supportCase.orderNumber);
  custom('invoiceNumber', supportCase.invoiceNumber);
  custom('productNumber', supportCase.productNumber);
  custom('productSku', supportCase.productSku);
  custom('quantity', supportCase.quantity);
  custom('vatId', supportCase.vatId);
  custom('customerId', supportCase.customerId);
  return form;
}

export function createWebToCaseDelivery(options: WebToCaseOptions): CaseDelivery {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async deliver(supportCase) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: webToCaseForm(supportCase, options.fieldNames),
        // The system answers the browser with a redirect to retURL; the shop only needs to know it took the case.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 400) {
        throw new Error(`web-to-case answered ${response.status}`);
      }
      return { reference: supportCase.reference };
    },
  };
}

import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { chooseReason, chooseSubReason, continueRequest, flowHref, goBack, pendingShortcut, readFlowState, stepOf } from '~/support/flow';
import { SUPPORT_PAGE, supportLink } from '~/routing/support-links';
import { HEADER_CONTACT_REASONS } from '~/layouts/header-contact-reasons';
import { productNumberOf } from '~/support/product-number';
import { FLAGGED_FIELDS, REASON_GROUPS, reasonGroup, subReason } from '~/support/reasons';
import { requestFields, supportSchema } from '~/support/schema';

// Spec checkout-payments-support §2–§5 and issue 13 item 2.
const parse = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return parseWithZod(form, { schema: supportSchema });
};
const base = { contactName: 'Robin Fletcher', customerEmail: 'robin@example.com', subject: 'Manual', description: 'Please send the manual.' };

describe('reason groups', () => {
  it('are eleven, each with sub-reasons, covering the issue\'s list', () => {
    expect(REASON_GROUPS).toHaveLength(11);
    expect(REASON_GROUPS.map((group) => group.id)).toEqual(['order', 'returns', 'invoices', 'product', 'prices', 'spareParts', 'warranty', 'payments', 'account', 'company', 'other']);
    for (const group of REASON_GROUPS) expect(group.subReasons.length).toBeGreaterThan(0);
    expect(subReason('order', 'shipmentStatus')?.shortcut).toBe('myOrders');
    expect(subReason('invoices', 'invoiceRequest')?.shortcut).toBe('myOrders');
    expect(subReason('returns', 'noReasonReturn')?.shortcut).toBe('returnPortal');
    expect(subReason('product', 'missingManual')?.fields).toContain('productNumber');
    expect(subReason('prices', 'discountQuote')?.fields).toEqual(expect.arrayContaining(['productNumber', 'quantity']));
    expect(subReason('spareParts', 'sparePartsRequest')?.fields).toContain('productNumber');
  });

  it('every flag is one of the six the spec names', () => {
    for (const group of REASON_GROUPS) for (const item of group.subReasons) for (const field of item.fields) expect(FLAGGED_FIELDS).toContain(field);
  });
});

describe('steps', () => {
  it('no reason is step 1, a reason step 2, both step 3; unknown ids fall back', () => {
    expect(stepOf(readFlowState(new URLSearchParams('')))).toBe(1);
    expect(stepOf(readFlowState(new URLSearchParams('reason=order')))).toBe(2);
    expect(stepOf(readFlowState(new URLSearchParams('reason=order&subreason=changeOrder')))).toBe(3);
    expect(stepOf(readFlowState(new URLSearchParams('reason=nope&subreason=changeOrder')))).toBe(1);
    expect(stepOf(readFlowState(new URLSearchParams('reason=order&subreason=missingManual')))).toBe(2);
  });

  it('choosing a reason resets the sub-reason; back from the form drops it, back from step 2 clears the reason', () => {
    const atForm = readFlowState(new URLSearchParams('reason=order&subreason=changeOrder&productNumber=10000001'));
    expect(chooseReason(atForm, 'returns')).toMatchObject({ reason: 'returns', subreason: undefined });
    expect(goBack(atForm)).toMatchObject({ reason: 'order', subreason: undefined });
    expect(goBack(goBack(atForm))).toMatchObject({ reason: undefined, subreason: undefined });
    expect(flowHref(goBack(goBack(atForm)))).toBe('/contact?productNumber=10000001');
  });

  it('a shortcut waits until "continue the request"', () => {
    const shortcut = chooseSubReason(chooseReason(readFlowState(new URLSearchParams()), 'returns'), 'noReasonReturn');
    expect(pendingShortcut(shortcut)).toBe('returnPortal');
    expect(pendingShortcut(continueRequest(shortcut))).toBeUndefined();
    expect(flowHref(continueRequest(shortcut))).toBe('/contact?reason=returns&subreason=noReasonReturn&continue=1');
  });

  it("the header's contact reasons each open the form at a main reason of its own, in the spec's order", () => {
    const reasons = HEADER_CONTACT_REASONS.map(([, href]) => {
      const url = new URL(href, 'http://sk.localhost');
      expect(url.pathname).toBe(SUPPORT_PAGE);
      expect([...url.searchParams.keys()]).toEqual(['reason']);
      return readFlowState(url.searchParams).reason;
    });
    expect(reasons).toEqual(['order', 'product', 'returns', 'invoices', 'prices', 'other']);
    for (const reason of reasons) expect(reasonGroup(reason), reason).toBeDefined();
  });

  it('entry links preselect the state with the product number of a SKU', () => {
    expect(supportLink('discountQuote', 'EX10000205')).toBe('/contact?reason=prices&subreason=discountQuote&productNumber=10000205');
    expect(supportLink('quoteRequest', 'EX10000205')).toBe('/contact?reason=prices&subreason=quoteRequest&productNumber=10000205');
    expect(readFlowState(new URLSearchParams('productNumber=EX 1000-0205')).prefill.productNumber).toBe('10000205');
  });
});

describe('the form schema', () => {
  it('asks for every default field, at least 3 characters, and a valid e-mail', () => {
    const result = parse({ reason: 'other', subreason: 'feedback', contactName: 'Ro', customerEmail: 'nope', subject: '', description: 'ok' });
    expect(result.status).toBe('error');
    const errors = result.reply().error ?? {};
    expect(Object.keys(errors).sort()).toEqual(['contactName', 'customerEmail', 'description', 'subject']);
  });

  it('refuses < and >', () => {
    const result = parse({ reason: 'other', subreason: 'feedback', ...base, subject: '<b>hi</b>' });
    expect(result.reply().error?.subject?.[0]).toMatch(/^forbiddenCharacters/);
  });

  it('requires the flagged fields of the sub-reason, and only those', () => {
    const missing = parse({ reason: 'prices', subreason: 'discountQuote', ...base });
    expect(Object.keys(missing.reply().error ?? {}).sort()).toEqual(['productNumber', 'quantity']);
    const ok = parse({ reason: 'prices', subreason: 'discountQuote', ...base, productNumber: 'EX 10000205', quantity: '40', orderNumber: 'ignored-1' });
    expect(ok.status).toBe('success');
    if (ok.status !== 'success') return;
    expect(ok.value.productNumber).toBe('10000205');
    expect(requestFields(ok.value)).not.toHaveProperty('orderNumber');
  });

  it('the product number is the eight digits after the prefix, non-digits stripped (decision 050)', () => {
    expect(productNumberOf('EX10000205')).toBe('10000205');
    expect(productNumberOf('1000020')).toBeNull();
    const wrong = parse({ reason: 'product', subreason: 'missingManual', ...base, productNumber: '1234' });
    expect(wrong.reply().error?.productNumber?.[0]).toMatch(/^productNumber/);
  });

  it('an unknown reason or sub-reason is refused', () => {
    expect(parse({ reason: 'evil', subreason: 'feedback', ...base }).reply().error?.reason).toEqual(['reasonRequired']);
    expect(parse({ reason: 'other', subreason: 'evil', ...base }).reply().error?.subreason).toEqual(['subreasonRequired']);
  });
});

import { describe, expect, it } from 'vitest';
import { CASE_REFERENCE, createSupportDesk, type CaseDraft, type SupportCase } from '~/support/desk.server';
import { createWebToCaseDelivery, parseCaseFieldNames, webToCaseForm } from '~/support/web-to-case.server';

const draft: CaseDraft = {
  reason: 'prices', subreason: 'discountQuote', reasonTitle: 'Prices and quotes', subreasonTitle: 'Quote with a volume discount',
  contactName: 'Robin Fletcher', companyName: 'Fletcher Ltd', customerEmail: 'robin@example.com', subject: 'Forty drills',
  description: 'Price for 40?', productNumber: '10000205', productSku: 'EX10000205', quantity: 40,
  hidden: { country: 'GB', locale: 'en-GB', returnUrl: 'https://gb.example/contact' },
};

function recordingDelivery() {
  const delivered: SupportCase[] = [];
  return {
    delivered,
    delivery: {
      async deliver(supportCase: SupportCase) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(supportCase);
        return { reference: supportCase.reference };
      },
    },
  };
}

describe('support desk', () => {
  it('adds the hidden fields of spec §3; debug only when configured (pre-production)', async () => {
    const plain = recordingDelivery();
    await createSupportDesk({ delivery: plain.delivery, recordType: 'Webshop', orgId: 'ORG1' }).submit(draft, 'token-1');
    expect(plain.delivered[0].hidden).toEqual({ recordType: 'Webshop', orgId: 'ORG1', country: 'GB', locale: 'en-GB', returnUrl: 'https://gb.example/contact' });
    expect(plain.delivered[0].reference).toMatch(CASE_REFERENCE);
    const debug = recordingDelivery();
    await createSupportDesk({ delivery: debug.delivery, recordType: 'Webshop', orgId: 'ORG1', debugEmail: 'qa@example.com' }).submit(draft, 'token-2');
    expect(debug.delivered[0].hidden).toMatchObject({ debug: '1', debugEmail: 'qa@example.com' });
  });

  it('the same form sent twice at once is one case with one reference', async () => {
    const { delivered, delivery } = recordingDelivery();
    const desk = createSupportDesk({ delivery, recordType: 'Webshop', orgId: 'ORG1' });
    const [first, second] = await Promise.all([desk.submit(draft, 'same-token-123'), desk.submit(draft, 'same-token-123')]);
    expect(delivered).toHaveLength(1);
    expect(second.reference).toBe(first.reference);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    await desk.submit(draft, 'other-token-456');
    expect(delivered).toHaveLength(2);
  });
});

describe('web-to-case (production adapter)', () => {
  const supportCase: SupportCase = { ...draft, reference: 'CS-260101-ABCDEF', submittedAt: '2026-01-01T00:00:00.000Z', hidden: { ...draft.hidden, recordType: 'Webshop', orgId: 'ORG1' } };

  it('posts the hidden fields, the shopper\'s fields and custom fields under the configured ids', () => {
    const form = webToCaseForm(supportCase, parseCaseFieldNames('productNumber=00N1, orderNumber=00N2'));
    expect(Object.fromEntries(form)).toMatchObject({
      orgid: 'ORG1', recordType: 'Webshop', retURL: 'https://gb.example/contact', name: 'Robin Fletcher', company: 'Fletcher Ltd',
      email: 'robin@example.com', subject: 'Forty drills', type: 'Prices and quotes', reason: 'Quote with a volume discount',
      '00N1': '10000205', quantity: '40', reference: 'CS-260101-ABCDEF', subreasonId: 'prices/discountQuote',
    });
    expect(form.has('debug')).toBe(false);
    expect(() => parseCaseFieldNames('nonsense=1')).toThrow('SUPPORT_CASE_FIELDS');
  });

  it('a redirect is success, an error answer rejects (the shopper is told to try again)', async () => {
    const answers = [new Response(null, { status: 302, headers: { location: 'https://gb.example/contact' } }), new Response('down', { status: 503 })];
    const bodies: string[] = [];
    const delivery = createWebToCaseDelivery({
      url: 'https://cases.example/servlet/WebToCase',
      fetch: async (_url, init) => {
        bodies.push(String(init?.body));
        return answers.shift()!;
      },
    });
    await expect(delivery.deliver(supportCase, 'key')).resolves.toEqual({ reference: 'CS-260101-ABCDEF' });
    expect(bodies[0]).toContain('orgid=ORG1');
    await expect(delivery.deliver(supportCase, 'key')).rejects.toThrow('503');
  });
});

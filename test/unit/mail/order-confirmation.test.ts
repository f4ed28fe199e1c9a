import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Bundle } from '~/i18n/translator';
import { orderConfirmationMail, type OrderConfirmationMailData } from '~/mail/templates/order-confirmation';

const bundle = (language: string, namespace: string) => JSON.parse(readFileSync(new URL(`../../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Bundle;
const translators = (language: string) => {
  const bundles = { checkout: bundle(language, 'checkout'), common: bundle(language, 'common') };
  return { checkout: createTranslator(language, bundles, 'checkout'), common: createTranslator(language, bundles, 'common') };
};

const ORDER: OrderConfirmationMailData = {
  language: 'pt',
  siteName: 'ProTools Direct',
  firstName: 'Ana',
  orderNumber: 'NS1000042',
  lines: [{ name: 'Aparafusadora de impacto', quantity: 2, total: '398,00 €' }],
  subtotal: '398,00 €',
  discounts: [],
  shipping: '0,00 €',
  freight: false,
  cashOnDeliveryFee: null,
  taxes: [{ percent: '23 %', amount: '74,42 €' }],
  net: false,
  total: '398,00 €',
  billing: ['Ana Silva', 'Rua Augusta 10', '1100-053 Lisboa'],
  shippingAddress: ['Ana Silva', 'Rua Augusta 10', '1100-053 Lisboa'],
  paymentMethod: 'Multibanco',
  paymentStatus: 'in-progress',
  bankTransfer: null,
  multibanco: { entity: '12345', reference: '123 456 789', amount: '398,00 €', expiresAt: '27/11/2026, 12:00:00' },
};

describe('the order confirmation mail (issue 11 item 11)', () => {
  it('gives what a Multibanco payment needs, in the shopper\'s language, with the order and its totals', () => {
    const checkout = bundle('pt', 'checkout') as { multibanco: Record<string, string>; thankYou: Record<string, string> };
    const mail = orderConfirmationMail(translators('pt'), ORDER);
    expect(mail.language).toBe('pt');
    expect(mail.text).toContain('NS1000042');
    expect(mail.text).toContain('2 × Aparafusadora de impacto');
    expect(mail.text).toContain('74,42 €');
    expect(mail.text).toContain(checkout.thankYou.multibancoIntro);
    for (const [label, value] of [[checkout.multibanco.entity, '12345'], [checkout.multibanco.reference, '123 456 789'], [checkout.multibanco.expiresAt, '27/11/2026, 12:00:00']]) {
      expect(mail.text).toMatch(new RegExp(`${label}\\W+${value}`));
    }
  });

  it('gives the bank details of a transfer, with the order number as the reference, and no voucher', () => {
    const checkout = bundle('sk', 'checkout') as { bank: Record<string, string>; thankYou: Record<string, string> };
    const bankTransfer = { accountOwner: 'ProTools Direct GmbH', institute: 'Tatra banka', iban: 'SK31 1100 0000 0029 8765 4321', bic: 'TATRSKBX', reference: 'NS1000043', amount: '120,00 €' };
    const mail = orderConfirmationMail(translators('sk'), { ...ORDER, language: 'sk', orderNumber: 'NS1000043', multibanco: null, bankTransfer });
    expect(mail.text).toContain(checkout.thankYou.bankIntro);
    expect(mail.text).toMatch(new RegExp(`${checkout.bank.iban}\\W+SK31 1100 0000 0029 8765 4321`));
    expect(mail.text).toMatch(new RegExp(`${checkout.bank.reference}\\W+NS1000043`));
    expect(mail.text).not.toContain(checkout.thankYou.multibancoIntro);
  });

  it('labels a NET order NET at every amount and never "incl. VAT" (issue 23 item 1)', () => {
    const checkout = bundle('de', 'checkout') as { summary: Record<string, string>; vat: Record<string, string> };
    const cashOnDeliveryFee = { title: 'Nachnahmegebühr', amount: '€ 2,42' };
    const mail = orderConfirmationMail(translators('de'), { ...ORDER, language: 'de', net: true, taxes: [], total: '€ 75,75', cashOnDeliveryFee, multibanco: null });
    const mark = checkout.summary.netMark;
    for (const label of [checkout.summary.subtotal, checkout.summary.shipping, cashOnDeliveryFee.title]) expect(mail.text).toContain(`${label} ${mark}`);
    expect(mail.text).toContain(checkout.summary.totalNet);
    expect(mail.text).toContain(checkout.vat.netNote);
    expect(mail.text).not.toContain(checkout.summary.total);
  });
});

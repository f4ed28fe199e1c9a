/**
 * Issue 38 items 9–11: every language reads native. One form of address per language, one term for open-box
 * goods, sentences that fit every shopper and every product, capitalised mail openings, French colons with a
 * non-breaking space, one returns period (decisions 146–149). Runs over every text a shopper reads (locales,
 * CMS, seed catalogue, store texts) and over the texts the code puts together (mails, product descriptions).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator, type Bundle } from '~/i18n/translator';
import { newsletterConfirmationMail } from '~/mail/templates/newsletter-confirmation';
import { orderConfirmationMail } from '~/mail/templates/order-confirmation';
import { passwordResetMail } from '~/mail/templates/password-reset';
import { BLOG_TITLE_SUFFIXES, BWARE_TERM } from '../../../server/commerce-backend/seed/data/i18n/catalog-texts';
import { buildCatalog } from '../../../server/commerce-backend/seed/data/catalog/catalog';
import { productDescription } from '../../../server/commerce-backend/seed/data/catalog/product-texts';
import { blogPostTitle } from '../../../server/commerce-backend/seed/data/categories';
import { GROUP_CATEGORY_NAMES } from '../../../server/commerce-backend/seed/data/i18n/category-names';
import {
  frenchColonProblems, frenchColonsWithoutSpace, lowercaseMailTexts, matching, openBoxLabelsWithOtherTerm, openBoxMentionsWithOtherTerm,
  otherReturnsPeriods, productNamesOutOfPlace,
} from './copy-check.ts';
import { allTexts, type CopyText, type Language } from './copy-corpus.ts';
import { LANGUAGE_RULES, RETURNS_DAYS } from './copy-rules.ts';
import { LANGUAGES, flatten } from './locale-check.ts';

let texts: CopyText[] = [];
beforeAll(async () => {
  texts = await allTexts();
});

describe.each(LANGUAGES)('%s copy', (language) => {
  const rules = LANGUAGE_RULES[language];

  it(`addresses the shopper one way (${rules.address})`, () => {
    expect(matching(texts, language, rules.otherAddress)).toEqual([]);
  });

  it('has no sentence that only fits a man or only a woman', () => {
    expect(matching(texts, language, rules.genderedForms)).toEqual([]);
  });

  it(`calls open-box goods «${rules.openBoxTerm}» and never refurbished or ex-display`, () => {
    expect(matching(texts, language, [rules.notOpenBox])).toEqual([]);
    const labels = openBoxLabelsWithOtherTerm(texts, language);
    expect(labels.labels).toBeGreaterThan(0);
    expect(labels.wrong).toEqual([]);
    expect(openBoxMentionsWithOtherTerm(texts, language)).toEqual([]);
    expect(BWARE_TERM[language].toLowerCase()).toContain(rules.openBoxTerm.toLowerCase());
  });

  it(`states one returns period: ${RETURNS_DAYS} days`, () => {
    expect(otherReturnsPeriods(texts, language)).toEqual([]);
  });

  it('starts every mail text with a capital letter where the language writes one after the greeting', () => {
    expect(lowercaseMailTexts(texts, language)).toEqual([]);
  });

  it('puts product names where they need no ending and agree with nothing', () => {
    expect(productNamesOutOfPlace(texts, language)).toEqual([]);
  });
});

describe('French colons', () => {
  it('every colon in a French text follows a non-breaking space', () => {
    expect(frenchColonProblems(texts)).toEqual([]);
  });

  it('the checker catches a plain space and no space, and lets times and links be', () => {
    expect(frenchColonsWithoutSpace('Votre nom: obligatoire')).toHaveLength(1);
    expect(frenchColonsWithoutSpace('Votre nom : obligatoire')).toHaveLength(1);
    expect(frenchColonsWithoutSpace('Votre nom\u00a0: obligatoire, de 8:00 à 17:00, https://example.fr')).toEqual([]);
  });

  it('the catalogue writes its key figures and blog titles with the French colon', () => {
    const product = buildCatalog().find((candidate) => candidate.specs.length >= 3);
    if (!product) throw new Error('no product with figures');
    expect(frenchColonsWithoutSpace(productDescription(product).fr.replace(/<[^>]*>/g, ''))).toEqual([]);
    const name = Object.values(GROUP_CATEGORY_NAMES)[0];
    for (const suffix of BLOG_TITLE_SUFFIXES) {
      const title = blogPostTitle(name.fr, suffix.fr, 'fr');
      expect(frenchColonsWithoutSpace(title), title).toEqual([]);
    }
  });
});

const bundle = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Bundle;
const translators = (language: string) => {
  const bundles = Object.fromEntries(['account', 'checkout', 'common', 'newsletter'].map((namespace) => [namespace, bundle(language, namespace)]));
  const t = (namespace: string) => createTranslator(language, bundles, namespace);
  return { account: t('account'), checkout: t('checkout'), common: t('common'), newsletter: t('newsletter') };
};

function renderedMails(language: string) {
  const t = translators(language);
  const siteName = 'ProTools Direct';
  const link = 'https://shop.example/confirm?hash=abc';
  return {
    passwordReset: passwordResetMail(t, { language, siteName, firstName: 'Ana', link, validForMinutes: 60 }),
    newsletter: newsletterConfirmationMail(t, { language, siteName, channels: ['E-mail'], link, validForDays: 7 }),
    order: orderConfirmationMail(t, {
      language, siteName, firstName: 'Ana', orderNumber: 'NS1000042', lines: [{ name: 'X', quantity: 1, total: '10 €' }],
      subtotal: '10 €', discounts: [], shipping: '0 €', freight: false, cashOnDeliveryFee: null,
      taxes: [{ percent: new Intl.NumberFormat(language, { style: 'percent' }).format(0.2), amount: '1,67 €' }],
      net: false, total: '10 €', billing: ['Ana'], shippingAddress: ['Ana'], paymentMethod: 'PayPal', paymentStatus: 'paid',
      bankTransfer: null, multibanco: null,
    }),
  };
}

describe.each(LANGUAGES)('%s mails', (language) => {
  it('the newsletter mail, also sent to guests, says nothing about a customer account', () => {
    const mails = renderedMails(language);
    const accountFooter = translators(language).common('mail.footer', { siteName: 'ProTools Direct' });
    expect(mails.newsletter.text).not.toContain(accountFooter);
    expect(mails.newsletter.text.split('\n--\n')[1]).not.toEqual(mails.passwordReset.text.split('\n--\n')[1]);
  });

  it('writes French colons in the text part too', () => {
    if (language !== 'fr') return;
    for (const mail of Object.values(renderedMails(language))) {
      const withoutLinks = mail.text.replace(/https?:\/\/\S+/g, '');
      expect(frenchColonsWithoutSpace(withoutLinks)).toEqual([]);
    }
  });
});

describe('the rules find what the issue found', () => {
  const flagged = (language: Language, text: string) => {
    const rules = LANGUAGE_RULES[language];
    return [...rules.otherAddress, ...rules.genderedForms, rules.notOpenBox].some((pattern) => pattern.test(text));
  };
  it.each([
    ['es', 'Avisadme cuando vuelva a estar disponible'],
    ['es', 'Inténtelo de nuevo más tarde.'],
    ['ro', 'Comanda ta a fost plasată'],
    ['nl', 'Controleer je verbinding'],
    ['pl', 'Nie złożyłeś jeszcze zamówienia'],
    ['pl', 'Oto, co zamówiłeś:'],
    ['it', 'Se non sei stato tu, ignora questa e-mail'],
    ['bg', 'Съгласен съм с публикуването'],
    ['sk', 'Súhlasím so zverejnením môjho hodnotenia'],
    ['fr', 'Produit reconditionné'],
    ['es', 'Producto reacondicionado'],
    ['el', 'Προϊόν έκθεσης'],
    ['pl', 'Towar powystawowy'],
    ['nl', 'Tweedekans'],
  ] as const)('%s: «%s»', (language, text) => {
    expect(flagged(language, text)).toBe(true);
  });
});

describe('the corpus', () => {
  it('reads every language from locales, CMS and the seed catalogue', () => {
    for (const language of LANGUAGES) {
      const wheres = texts.filter((text) => text.language === language).map((text) => text.where);
      expect(wheres.some((where) => where.startsWith('locales/')), language).toBe(true);
      expect(wheres.some((where) => where.startsWith('cms/pages/')), language).toBe(true);
      expect(wheres.some((where) => where.startsWith('seed:faq')), language).toBe(true);
    }
  });

  it('flattens nested keys', () => {
    expect([...flatten({ a: { b: 'x' } }).keys()]).toEqual(['a.b']);
  });
});

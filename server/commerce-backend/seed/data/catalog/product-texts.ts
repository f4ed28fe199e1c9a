import { withColon } from '~/i18n/translator';
import type { LanguageCode } from '~/markets';
import { CLOSING_SENTENCES, BWARE_TERM, DEPARTMENT_SENTENCES, SET_TERM } from '../i18n/catalog-texts';
import { CORDLESS_FAQ, GENERIC_FAQ } from '../i18n/faq';
import { HIGHLIGHTS } from '../i18n/highlights';
import { mapL10n, type L10n } from '../i18n/languages';
import { TECH_LABELS, YES_NO } from '../i18n/tech-labels';
import { hashString } from '../prng';
import { slugify } from '../slug';
import { categoryNode } from './category-tree';
import type { CatalogProduct, SpecValue } from './types';

/** English writes 2.5, every other shop language 2,5. */
function formatNumber(value: number, language: LanguageCode): string {
  const text = String(value);
  return language === 'en' ? text : text.replace('.', ',');
}

export function formatSpec(spec: SpecValue, language: LanguageCode): string {
  if (typeof spec.value === 'boolean') return YES_NO[spec.value ? 'yes' : 'no'][language];
  const value = typeof spec.value === 'number' ? formatNumber(spec.value, language) : spec.value;
  return `${spec.prefix ?? ''}${value}${spec.unit ? ` ${spec.unit}` : ''}`;
}

/** "{product noun} {brand} {model}", plus "– B-stock" or "– set with accessories". */
export function productName(product: CatalogProduct): L10n {
  const noun = categoryNode(product.leaf).productNoun;
  if (!noun) throw new Error(`${product.leaf} is not a leaf`);
  const suffix = product.variantKind === 'bware' ? BWARE_TERM : product.variantKind === 'set' ? SET_TERM : undefined;
  return mapL10n((language) => {
    const base = `${noun[language]} ${product.brand.name} ${product.model}`;
    return suffix ? `${base} – ${suffix[language]}` : base;
  });
}

/** Product page slug: the name's slug ending in the SKU's eight digits. */
export function productSlug(name: L10n, digits: string): L10n {
  return mapL10n((language) => `${slugify(name[language], language)}-${digits}`);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function shortDescription(product: CatalogProduct): L10n {
  return DEPARTMENT_SENTENCES[categoryNode(product.leaf).department];
}

/**
 * HTML description: department sentence and one closing sentence, the model's key figures (its first
 * technical details, as label and value: no noun is inflected), then the highlights as a list.
 */
export function productDescription(product: CatalogProduct): L10n {
  const closing = CLOSING_SENTENCES[hashString(`closing:${product.sku}`) % CLOSING_SENTENCES.length];
  const department = shortDescription(product);
  const figures = product.specs.filter((spec) => typeof spec.value !== 'boolean' && spec.label !== 'weight').slice(0, 3);
  return mapL10n((language) => {
    const items = product.highlights.map((key) => `<li>${escapeHtml(HIGHLIGHTS[key][language])}</li>`).join('');
    const keyFigures = figures.map((spec) => `${escapeHtml(withColon(TECH_LABELS[spec.label][language], language))} <strong>${escapeHtml(formatSpec(spec, language))}</strong>`).join(' · ');
    return `<p>${escapeHtml(department[language])} ${escapeHtml(closing[language])}</p><p>${escapeHtml(`${product.brand.name} ${product.model}`)} · ${keyFigures}</p><ul>${items}</ul>`;
  });
}

/** techdetails: a JSON list of {label, value} per language. */
export function techDetails(product: CatalogProduct): L10n {
  return mapL10n((language) => JSON.stringify(product.specs.map((spec) => ({
    label: TECH_LABELS[spec.label][language],
    value: formatSpec(spec, language),
  }))));
}

/**
 * faq: a JSON list of {question, answer} per language. Accessories are never covered by the extra
 * guarantee, so their FAQ does not offer it; battery tools get one more entry.
 */
export function faq(product: CatalogProduct): L10n {
  const [guarantee, ...others] = GENERIC_FAQ;
  const base = product.kind.accessory ? others : [guarantee, ...others];
  const entries = product.kind.power && product.voltage !== undefined ? [...base, CORDLESS_FAQ] : base;
  return mapL10n((language) => JSON.stringify(entries.map((entry) => ({
    question: entry.question[language],
    answer: entry.answer[language],
  }))));
}

export function highlightTexts(product: CatalogProduct): L10n[] {
  return product.highlights.map((key) => HIGHLIGHTS[key]);
}

export function metaDescription(name: L10n, product: CatalogProduct): L10n {
  const department = shortDescription(product);
  return mapL10n((language) => `${name[language]} – ${department[language]}`.slice(0, 160));
}

import type { ReviewDraft } from '@commercetools/platform-sdk';
import type { LanguageCode } from '~/markets';
import type { CatalogProduct } from './catalog/types';
import { epochDateTime, TYPE_KEYS } from './constants';
import { REVIEW_AUTHORS, REVIEW_TEXTS, type ReviewText } from './i18n/reviews';
import { MORE_REVIEW_AUTHORS, MORE_REVIEW_TEXTS } from './i18n/reviews-more';
import { createRng, type Rng } from './prng';

export interface ReviewStats {
  readonly count: number;
  readonly average: number;
}

const TEXTS: Readonly<Record<string, readonly (readonly ReviewText[])[]>> = { ...REVIEW_TEXTS, ...MORE_REVIEW_TEXTS };
const AUTHORS: Readonly<Record<string, readonly string[]>> = { ...REVIEW_AUTHORS, ...MORE_REVIEW_AUTHORS };

/** Who writes reviews: shoppers of every store language, weighted by the size of the stores that speak it. */
export const REVIEW_LANGUAGE_WEIGHTS: Readonly<Record<LanguageCode, number>> = {
  de: 18, en: 12, fr: 10, pl: 7, it: 7, es: 6, nl: 6, cs: 5, sv: 4, sk: 3, hu: 3, ro: 3, pt: 3, da: 2, fi: 2, nb: 2, el: 2,
  bg: 1.5, hr: 1.5, sl: 1, lt: 1,
};
const LANGUAGES = Object.keys(REVIEW_LANGUAGE_WEIGHTS) as LanguageCode[];
const TOTAL_WEIGHT = LANGUAGES.reduce((sum, language) => sum + REVIEW_LANGUAGE_WEIGHTS[language], 0);

/** Reviews span the two years before the seed epoch (never before the product came out). */
export const REVIEW_DAYS = 730;
/** Best-sellers have this many reviews in English and in German at least, so review paging is real. */
export const HIT_REVIEWS_PER_MAIN_LANGUAGE = 26;

function pickLanguage(rng: Rng): LanguageCode {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const language of LANGUAGES) {
    roll -= REVIEW_LANGUAGE_WEIGHTS[language];
    if (roll < 0) return language;
  }
  return 'en';
}

/** Review languages of one product: about a third have none, most a few, some many, a few are best-sellers. */
function reviewLanguages(rng: Rng): LanguageCode[] {
  const roll = rng.next();
  if (roll < 0.3) return [];
  if (roll < 0.86) return Array.from({ length: rng.int(1, 12) }, () => pickLanguage(rng));
  if (roll < 0.96) return Array.from({ length: rng.int(15, 40) }, () => pickLanguage(rng));
  const floors: LanguageCode[] = [
    ...Array.from({ length: HIT_REVIEWS_PER_MAIN_LANGUAGE + rng.int(0, 8) }, () => 'en' as const),
    ...Array.from({ length: HIT_REVIEWS_PER_MAIN_LANGUAGE + rng.int(0, 12) }, () => 'de' as const),
  ];
  return [...floors, ...Array.from({ length: rng.int(20, 50) }, () => pickLanguage(rng))];
}

/** Rated around a per-product quality so averages spread from poor to top-rated, dated within REVIEW_DAYS but never
 * before the release; texts match the star rating. */
export function buildReviews(products: readonly CatalogProduct[]): { drafts: ReviewDraft[]; stats: Map<string, ReviewStats> } {
  const drafts: ReviewDraft[] = [];
  const stats = new Map<string, ReviewStats>();
  for (const product of products) {
    if (product.variantKind !== 'normal') continue;
    const rng = createRng(`reviews:${product.sku}`);
    const languages = reviewLanguages(rng);
    const quality = rng.float(2.8, 4.95);
    const span = Math.max(2, Math.min(REVIEW_DAYS, product.releaseDaysAgo));
    const written = languages.map(() => rng.next() * span).sort((a, b) => b - a);
    let sum = 0;
    languages.forEach((language, position) => {
      // Sum of two uniforms: a cheap bell curve around the product's quality.
      const noise = (rng.next() + rng.next() - 1) * 1.6;
      const rating = Math.min(5, Math.max(1, Math.round(quality + noise)));
      const text = rng.pick(TEXTS[language][rating - 1]);
      const index = position + 1;
      sum += rating;
      drafts.push({
        key: `${product.sku}-review-${index}`,
        uniquenessValue: `${product.sku}-review-${index}`,
        locale: language,
        authorName: rng.pick(AUTHORS[language]),
        title: text.title,
        text: text.text,
        rating,
        target: { typeId: 'product', key: product.sku },
        custom: {
          type: { typeId: 'type', key: TYPE_KEYS.review },
          fields: { sku: product.sku, writtenAt: epochDateTime(-Math.max(written[position], 0.05)) },
        },
      });
    });
    if (languages.length > 0) stats.set(product.sku, { count: languages.length, average: sum / languages.length });
  }
  return { drafts, stats };
}

import type { LanguageCode } from '~/markets';

// Bulgarian: the official streamlined system (2009 transliteration law).
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sht',
  ъ: 'a', ь: 'y', ю: 'yu', я: 'ya',
};

// Greek: ELOT 743 without the context rules; accents are stripped before this runs.
const GREEK: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n',
  ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

// Letters that do not decompose under NFD, or that a language writes out (German umlauts).
const LATIN_BY_LANGUAGE: Partial<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  de: { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' },
  da: { æ: 'ae', ø: 'oe', å: 'aa' },
  nb: { æ: 'ae', ø: 'oe', å: 'aa' },
};
const LATIN_ANY: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ı: 'i' };

/** ASCII only, as commercetools slugs allow [A-Za-z0-9_-]; Cyrillic and Greek are transliterated, so every language
 * gets a readable slug. */
export function slugify(text: string, language: LanguageCode): string {
  let value = text.toLowerCase();
  const own = LATIN_BY_LANGUAGE[language];
  if (own) value = value.replace(/[^\p{ASCII}]/gu, (char) => own[char] ?? char);
  // Cyrillic before NFD: 'й' would otherwise decompose into 'и' plus a breve.
  value = value.replace(/[\u0400-\u04ff]/g, (char) => CYRILLIC[char] ?? '-');
  value = value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (language === 'el') value = value.replace(/ου/g, 'ou');
  value = value.replace(/[^\p{ASCII}]/gu, (char) => GREEK[char] ?? LATIN_ANY[char] ?? '-');
  return value.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

// The browser's translation runtime: i18next's key format (nested keys, `{{name}}`, plural suffixes by
// Intl.PluralRules) in a few lines; i18next itself stays on the server, out of the script budget (decision 006).
import { pluralRules } from '~/cache/intl-formatters';

export type Bundle = Record<string, unknown>;
export type Bundles = Record<string, Bundle>;
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TranslateOptions) => string;

function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

function pluralCategory(language: string, count: number): string {
  return pluralRules(language).select(count);
}

function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** `t` over one language's bundles; `namespace:key` picks another namespace, like i18next. */
export function createTranslator(language: string, bundles: Bundles, defaultNamespace: string): TFunction {
  return (rawKey, options) => {
    const separator = rawKey.indexOf(':');
    const namespace = separator > 0 ? rawKey.slice(0, separator) : defaultNamespace;
    const key = separator > 0 ? rawKey.slice(separator + 1) : rawKey;
    const find = (bundle: Bundle | undefined): unknown => {
      const count = options?.count;
      const plural = typeof count === 'number' ? lookup(bundle, `${key}_${pluralCategory(language, count)}`) ?? lookup(bundle, `${key}_other`) : undefined;
      return plural ?? lookup(bundle, key);
    };
    // i18next's fallbackNS: a text missing from the namespace is looked up in common.
    const value = find(bundles[namespace]) ?? find(bundles.common);
    if (typeof value !== 'string') return options?.defaultValue ?? key;
    return interpolate(value, options);
  };
}

// French spaces a colon off its label, the other store languages do not; kept in the runtime every page loads.
/** Base languages ('fr' of 'fr-CH') that put a no-break space before a colon. */
const SPACED_COLON_LANGUAGES: ReadonlySet<string> = new Set(['fr']);

/** 'Prix unitaire' → 'Prix unitaire :' in French, 'Unit price' → 'Unit price:' elsewhere. */
export function withColon(label: string, localeOrLanguage: string): string {
  const language = localeOrLanguage.split('-')[0]?.toLowerCase() ?? '';
  return SPACED_COLON_LANGUAGES.has(language) ? `${label}\u00a0:` : `${label}:`;
}

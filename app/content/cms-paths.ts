// Where a piece of content lives, relative to the CMS root. Paths are only built here, from names that passed
// isCmsName and real store codes, so no request value reaches the file system or the CMS host unchecked.
import { localeFallbacks, localeTag, type CountryCode, type LanguageCode } from '~/markets';
import { isCmsName } from './schema';

export type CmsKind = 'pages' | 'components';

/** The listing the HTTP adapter reads (the repo keeps cms/index.json in step; a test checks it). */
export const CMS_INDEX_FILE = 'index.json';

const FILE_PATH = /^(pages|components)\/([a-z0-9-]+)\/([a-z]{2}(?:-[A-Z]{2})?)\.json$/;

/** 'pages/payment/de-CH.json' and the like; anything else is not a content file. */
export function isCmsFilePath(value: string): boolean {
  const match = FILE_PATH.exec(value);
  return Boolean(match && isCmsName(match[2]));
}

/** Most specific first: the language-country file, the spec §9 fallback locale, then the language file
 * ('de', 'AT' → ['de-AT', 'de-DE', 'de']). */
export function contentLocales(language: LanguageCode, country: CountryCode): string[] {
  return localeFallbacks(localeTag(language, country));
}

export function cmsFilePath(kind: CmsKind, name: string, fileLocale: string): string {
  if (!isCmsName(name)) throw new Error(`Invalid CMS name: ${JSON.stringify(name)}`);
  const file = `${kind}/${name}/${fileLocale}.json`;
  if (!isCmsFilePath(file)) throw new Error(`Invalid CMS file: ${JSON.stringify(file)}`);
  return file;
}

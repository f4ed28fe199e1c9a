// `/sitemap.xml` is the store's index; `/sitemaps/{language}.xml` lists one store language's pages, continued in
// `/sitemaps/{language}-2.xml`, `-3`, … when one file cannot hold them (the URL rules' page-file pattern).
import { isLanguageCode, type LanguageCode } from '~/markets';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAPS_FOLDER = '/sitemaps';

export function languageSitemapPath(language: LanguageCode, part = 1): string {
  return `${SITEMAPS_FOLDER}/${language}${part > 1 ? `-${part}` : ''}.xml`;
}

const FILE_NAME = /^([a-z]{2})(?:-([1-9]\d{0,3}))?\.xml$/;

/** 'fr.xml' → fr, part 1; 'fr-2.xml' → fr, part 2; anything else (incl. 'fr-1.xml', which would duplicate
 * 'fr.xml') → null. Accepts a bare file name or a whole `/sitemaps/…` path. */
export function parseSitemapName(name: string): { language: LanguageCode; part: number } | null {
  const file = name.startsWith(`${SITEMAPS_FOLDER}/`) ? name.slice(SITEMAPS_FOLDER.length + 1) : name;
  const match = FILE_NAME.exec(file);
  if (!match || !isLanguageCode(match[1])) return null;
  const part = match[2] ? Number(match[2]) : 1;
  if (match[2] && part < 2) return null;
  return { language: match[1], part };
}

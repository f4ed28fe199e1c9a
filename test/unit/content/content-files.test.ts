// Loads every file of the repo's cms/ folder: all pages in all 21 languages, valid, complete for every
// store, written in the language (not English copies), with known placeholders and working site links.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCmsIndex, cmsIndexText } from '~/content/cms-index.server';
import { CMS_INDEX_FILE } from '~/content/cms-paths';
import { createCmsSource } from '~/content/cms.server';
import { PLACEHOLDER_NAMES, placeholdersIn } from '~/content/placeholders';
import { sanitizeContentHtml } from '~/content/sanitize.server';
import { CMS_COMPONENT_SCHEMAS, CMS_PAGE_SLUGS, cmsPageSchema, type CmsComponentName, type CmsPageFile } from '~/content/schema';
import { LANGUAGE_CODES, MARKETS, localeTag } from '~/markets';
import { REPO_CMS_DIR, recordingLogger } from './helpers';

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(REPO_CMS_DIR, file), 'utf8'));
const COMPONENTS = Object.keys(CMS_COMPONENT_SCHEMAS) as CmsComponentName[];
/** Locales a file may be named after: the 21 languages and the store locales (de-CH, fr-BE …). */
const FILE_LOCALES = new Set<string>([...LANGUAGE_CODES, ...MARKETS.flatMap((market) => market.locales), 'de-DE', 'fr-FR', 'nl-NL', 'it-IT', 'en-GB']);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The words of a file: every string except block types, conditions, link targets and brand names. */
function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      (['type', 'showIf', 'href', 'url', 'name'].includes(key) ? [] : typeof child === 'string' ? [child] : texts(child)));
  }
  return [];
}

/** Letters a text has besides markup and placeholders. */
const letters = (text: string) => text.replace(/<[^>]+>|\{\{[^}]+\}\}/g, '').replace(/[^\p{L}]/gu, '').length;

function htmlOf(page: CmsPageFile): string[] {
  return page.blocks.flatMap((block) => {
    if (block.type === 'html') return [block.html];
    if (block.type === 'faq') return block.items.map((item) => item.answer);
    return [];
  });
}

describe('every content file', async () => {
  const files = await buildCmsIndex(REPO_CMS_DIR);

  it('is listed in cms/index.json (run `npx tsx app/content/cms-index.server.ts` after adding files)', () => {
    expect(readFileSync(path.join(REPO_CMS_DIR, CMS_INDEX_FILE), 'utf8')).toBe(cmsIndexText(files));
  });

  it.each(files)('%s is valid, named after a known page or component and locale, with known placeholders', (file) => {
    const [kind, name, base] = file.split('/');
    expect(FILE_LOCALES.has(base.replace(/\.json$/, ''))).toBe(true);
    const data = readJson(file);
    if (kind === 'pages') {
      expect(CMS_PAGE_SLUGS).toContain(name);
      const page = cmsPageSchema.parse(data);
      // Authors write only markup the sanitiser keeps, so what they see is what the shopper gets.
      for (const html of htmlOf(page)) expect(sanitizeContentHtml(html)).toBe(html.replace(/<br>/g, '<br />').trim());
    } else {
      expect(COMPONENTS).toContain(name);
      CMS_COMPONENT_SCHEMAS[name as CmsComponentName].parse(data);
    }
    const unknown = strings(data).flatMap(placeholdersIn).filter((placeholder) => !(PLACEHOLDER_NAMES as readonly string[]).includes(placeholder));
    expect(unknown).toEqual([]);
  });
});

describe.each(LANGUAGE_CODES)('language %s', (language) => {
  it.each([...CMS_PAGE_SLUGS.map((slug) => `pages/${slug}`), ...COMPONENTS.map((name) => `components/${name}`)])('has %s', (base) => {
    expect(existsSync(path.join(REPO_CMS_DIR, `${base}/${language}.json`))).toBe(true);
  });

  it.skipIf(language === 'en')('is written in the language, not copied from English', () => {
    for (const base of [...CMS_PAGE_SLUGS.map((slug) => `pages/${slug}`), ...COMPONENTS.map((name) => `components/${name}`)]) {
      const own = texts(readJson(`${base}/${language}.json`));
      const english = new Set(texts(readJson(`${base}/en.json`)));
      // Strings with few letters of their own besides markup and placeholders may repeat.
      const copied = own.filter((text) => english.has(text) && letters(text) > 12);
      expect(copied, `${base}/${language}.json`).toEqual([]);
    }
  });
});

describe.each(MARKETS.flatMap((market) => market.languages.map((language) => [localeTag(language, market.country), market, language] as const)))(
  'store locale %s',
  (_locale, market, language) => {
    const logger = recordingLogger();
    const cms = createCmsSource({ kind: 'files', dir: REPO_CMS_DIR, logger });
    const request = { language, country: market.country };

    it('renders every page with content, every placeholder filled and no log', async () => {
      for (const slug of CMS_PAGE_SLUGS) {
        const page = await cms.getPage(slug, request);
        expect(page, slug).not.toBeNull();
        expect(page?.blocks.length, slug).toBeGreaterThan(0);
        expect(JSON.stringify(page), slug).not.toContain('{{');
      }
      expect(logger.entries).toEqual([]);
    });

    it('renders the components', async () => {
      const banners = await cms.getComponent('promo-banners', request);
      expect(banners?.banners.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(banners)).not.toContain('{{');
      const blocks = await cms.getComponent('not-found', request);
      expect(blocks?.departments.items.length).toBeGreaterThanOrEqual(3);
      expect(blocks?.brands.items.length).toBeGreaterThanOrEqual(3);
      expect(logger.entries).toEqual([]);
    });

    it('links only to content pages, departments of the language and the search', async () => {
      const departments = new Set((await cms.getComponent('not-found', request))?.departments.items.map((item) => item.href));
      const prefix = language === market.defaultLanguage ? '' : `/${language}`;
      const known = (href: string) => {
        const target = href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
        if (target.startsWith('/search?') || departments.has(target)) return true;
        const slug = /^\/([a-z0-9-]+)\/$/.exec(target)?.[1];
        return slug !== undefined && (CMS_PAGE_SLUGS as readonly string[]).includes(slug);
      };
      for (const slug of CMS_PAGE_SLUGS) {
        const page = await cms.getPage(slug, request);
        const json = JSON.stringify(page);
        const hrefs = [...json.matchAll(/href=\\"([^"\\]+)\\"/g), ...json.matchAll(/"href":"([^"]+)"/g)].map((match) => match[1]);
        for (const href of hrefs) {
          if (href.startsWith('https://')) continue;
          // HTML links carry the language prefix already; links blocks get it from <Link>.
          expect(known(href), `${slug}: ${href}`).toBe(true);
        }
      }
      const banners = await cms.getComponent('promo-banners', request);
      for (const banner of banners?.banners ?? []) expect(banner.href.startsWith('/search?'), banner.href).toBe(true);
    });
  },
);

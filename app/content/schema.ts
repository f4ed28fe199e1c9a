// The shapes of the CMS JSON files (cms/README.md). Validated on the server with zod; the React
// components import only the inferred types, so zod never reaches the browser bundle.
import { z } from 'zod';

/** Page slugs and component names: lower-case words joined by single hyphens, nothing else. */
export const CMS_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CMS_NAME_MAX_LENGTH = 64;

export function isCmsName(value: string): boolean {
  return value.length <= CMS_NAME_MAX_LENGTH && CMS_NAME_PATTERN.test(value);
}

/** A site path or an https URL. '//host', a backslash (browsers read '/\host' as '//host') and '{{' (a link is
 * never built from data) are refused. */
export function isContentHref(value: string): boolean {
  if (value.includes('\\') || value.includes('{{') || /[\s"'<>]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#]|$)/i.test(value);
}

/** A site path only: promo banners and department links stay inside the shop. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && isContentHref(value);
}

const text = z.string().trim().min(1).max(500);
const href = z.string().max(500).refine(isContentHref, 'must be a site path or an https URL');
const sitePath = z.string().max(500).refine(isSitePath, 'must be a site path');

/** A block may apply to some stores only, by the store's rules rather than a country list, so content follows rule changes. */
export const CMS_CONDITIONS = ['checkoutEnabled', 'checkoutDisabled', 'bankTransferEnabled', 'bankTransferDisabled'] as const;
export type CmsCondition = (typeof CMS_CONDITIONS)[number];
const showIf = z.enum(CMS_CONDITIONS).optional();

const htmlBlock = z.object({ type: z.literal('html'), html: z.string().min(1).max(20_000), showIf }).strict();
const faqBlock = z.object({
  type: z.literal('faq'),
  items: z.array(z.object({ question: text, answer: z.string().min(1).max(5_000) }).strict()).min(1).max(50),
  showIf,
}).strict();
const linksBlock = z.object({
  type: z.literal('links'),
  title: text.optional(),
  items: z.array(z.object({ label: text, href }).strict()).min(1).max(50),
  showIf,
}).strict();

export const cmsBlockSchema = z.discriminatedUnion('type', [htmlBlock, faqBlock, linksBlock]);

export const cmsPageSchema = z.object({
  title: z.string().trim().min(1).max(120),
  metaDescription: z.string().trim().min(1).max(200),
  blocks: z.array(cmsBlockSchema).min(1).max(30),
}).strict();

/** Banner images are the pictures the local image service draws under /__images/banners/. */
const bannerImageUrl = z.string().regex(/^\/__images\/banners\/[a-z0-9-]+$/, 'must be /__images/banners/{name}');

export const promoBannersSchema = z.object({
  /** Accessible name of the banner region (not shown). */
  heading: text,
  banners: z.array(z.object({
    title: z.string().trim().min(1).max(80),
    text: z.string().trim().min(1).max(240),
    href: sitePath,
    image: z.object({
      url: bannerImageUrl,
      alt: text,
      width: z.number().int().positive().max(4000),
      height: z.number().int().positive().max(4000),
    }).strict(),
  }).strict()).min(1).max(3),
}).strict();

export const notFoundBlocksSchema = z.object({
  departments: z.object({
    title: text,
    items: z.array(z.object({ label: text, href: sitePath }).strict()).min(1).max(12),
  }).strict(),
  brands: z.object({
    title: text,
    items: z.array(z.object({ name: text, href: sitePath }).strict()).min(1).max(24),
  }).strict(),
}).strict();

/** Every component the CMS knows, with its schema; any other name is an invalid CMS key. */
export const CMS_COMPONENT_SCHEMAS = {
  'promo-banners': promoBannersSchema,
  'not-found': notFoundBlocksSchema,
} as const;

export type CmsComponentName = keyof typeof CMS_COMPONENT_SCHEMAS;
export type CmsComponents = { [Name in CmsComponentName]: z.infer<(typeof CMS_COMPONENT_SCHEMAS)[Name]> };

/** The content pages of storefront-core §2. */
export const CMS_PAGE_SLUGS = [
  'privacy-data', 'company-information', 'terms-and-conditions', 'payment', 'withdrawal-policy',
  'dispatch-information', 'battery-regulations', 'premium-guarantee', 'best-prices-guaranteed', 'our-history',
  'inspirations', 'product-recalls', 'discount-codes', 'merchant-information', 'partners', 'help-centre',
] as const;
export type CmsPageSlug = (typeof CMS_PAGE_SLUGS)[number];

export type CmsPageFile = z.infer<typeof cmsPageSchema>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A block as rendered: conditions are resolved on the server, so the component never sees them. */
export type CmsBlock = DistributiveOmit<z.infer<typeof cmsBlockSchema>, 'showIf'>;
export type CmsFaqBlock = Extract<CmsBlock, { type: 'faq' }>;
export type CmsLinksBlock = Extract<CmsBlock, { type: 'links' }>;

/** A page ready to render: placeholders filled, HTML sanitised, conditional blocks resolved. */
export interface CmsPage {
  slug: string;
  title: string;
  metaDescription: string;
  blocks: CmsBlock[];
  /** The file it came from ('pages/payment/de-CH.json'), for logs and the Content-Language decision. */
  source: string;
}

export type PromoBannersContent = CmsComponents['promo-banners'];
export type NotFoundBlocksContent = CmsComponents['not-found'];

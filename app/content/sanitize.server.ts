// CMS HTML is rendered with dangerouslySetInnerHTML, so it passes an allow-list first: whoever can edit
// the content (or the production CMS host) must not be able to run script in the shop.
import sanitizeHtml from 'sanitize-html';
import { isContentHref } from './schema';

/** Text structure and simple tables; no images, iframes, forms, styles, classes or ids. */
export const ALLOWED_CONTENT_TAGS: readonly string[] = Object.freeze([
  'p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br',
  'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
]);

export interface SanitizeOptions {
  /** HTML bypasses Remix's <Link>, so without this a '/payment/' link on a French page of the Belgian store would lose
   * its '/fr' prefix and switch the shopper's language. */
  rewriteSitePath?: (path: string) => string;
}

function contentOptions({ rewriteSitePath }: SanitizeOptions): sanitizeHtml.IOptions {
  return {
    allowedTags: [...ALLOWED_CONTENT_TAGS],
    allowedAttributes: { a: ['href'], th: ['scope'] },
    // Relative links pass sanitize-html by having no scheme; of absolute ones only https is allowed.
    allowedSchemes: ['https'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    // The contents of script, style and the like are dropped, not turned into visible text.
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
    transformTags: {
      // Same rule as the links blocks, checked on the entity-decoded value before sanitize-html's own
      // scheme check: 'javascript:', 'data:', 'http:', '//host' and '/\host' all lose their href.
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href?.trim();
        if (!href || !isContentHref(href)) return { tagName, attribs: {} };
        const target = href.startsWith('/') && rewriteSitePath ? rewriteSitePath(href) : href;
        return { tagName, attribs: { href: target } };
      },
    },
    // A link whose target was refused keeps its text, not an empty <a>.
    exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  };
}

export function sanitizeContentHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeHtml(html, contentOptions(options)).trim();
}

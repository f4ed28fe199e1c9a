// XML text and attribute escaping for the sitemaps. URLs are escaped too: a query's `&` is markup in XML.

const XML_SPECIAL = /[&<>"']/g;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 forbids outright (control characters other than tab, LF, CR; lone surrogates).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(value: string): string {
  return value.replace(XML_FORBIDDEN, '').replace(XML_SPECIAL, (char) => ENTITIES[char]);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

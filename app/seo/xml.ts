// The sitemaps' XML frame; text and attribute values are escaped with escapeMarkup (~/lib/markup.server).

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

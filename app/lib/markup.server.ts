// The shop's one escaper and one reading of HTML as text (decision 100), for what React does not render: XML, store
// values in CMS HTML, structured data.
import { decodeHTML, decodeXML, escapeUTF8 } from 'entities';
import sanitizeHtml from 'sanitize-html';

// Characters XML 1.0 forbids outright (control characters other than tab, LF, CR; lone surrogates).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `& < > " '` as entities, the characters XML cannot hold dropped, everything else as it is. URLs too: a query's
 * `&` is markup. */
export function escapeMarkup(value: string): string {
  return escapeUTF8(value.replace(XML_FORBIDDEN, ''));
}

/** The text of an XML text node or attribute value, its entities and character references decoded. */
export function decodeXmlText(value: string): string {
  return decodeXML(value);
}

/** Tags inside a line of text: they mark words up, they do not separate them. */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'mark', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u']);

/** Every other tag is a word boundary (a `<br>`, a paragraph's end, a list item); script and style are left out,
 * entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  let boundary = false;
  const markBoundary = (tag: string) => {
    if (!INLINE_TAGS.has(tag)) boundary = true;
  };
  // sanitize-html hands text on escaped, in pieces split at entities: a space goes only where such a tag was.
  const escaped = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: markBoundary,
    onCloseTag: markBoundary,
    textFilter: (text) => {
      const piece = boundary ? ` ${text}` : text;
      boundary = false;
      return piece;
    },
  });
  return decodeHTML(escaped).replace(/\s+/g, ' ').trim();
}

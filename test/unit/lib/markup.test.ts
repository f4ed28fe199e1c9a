import { describe, expect, it } from 'vitest';
import { decodeXmlText, escapeMarkup, htmlToText } from '~/lib/markup.server';
import { evatrXml, parseEvatrXml } from '~/vat/evatr-xml';
import { parseXml } from '../seo/xml-check';

describe('escapeMarkup, the one escaper of XML and HTML built as text (decision 100)', () => {
  it('escapes markup characters and quotes, and drops characters XML cannot hold', () => {
    expect(escapeMarkup(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeMarkup('x\u0000y\u001fz\ud800')).toBe('xyz');
    expect(escapeMarkup('τρυπάνι 😀')).toBe('τρυπάνι 😀');
  });

  it('gives text and attribute values a strict XML reader reads back as they were', () => {
    const href = `https://x/?a=1&b="2"&c='3'`;
    const text = "</a><b>&amp; it's";
    const parsed = parseXml(`<a href="${escapeMarkup(href)}" title='${escapeMarkup(text)}'>${escapeMarkup(text)}</a>`);
    expect(parsed.attributes).toEqual({ href, title: text });
    expect(parsed.text).toBe(text);
  });

  it('decodes what it escapes, and character references', () => {
    expect(decodeXmlText(escapeMarkup(`<"Müller & Söhne's">`))).toBe(`<"Müller & Söhne's">`);
    expect(decodeXmlText('&#x41;&#66;&apos;')).toBe("AB'");
  });

  it('carries the VAT service\'s values through its XML both ways', () => {
    const fields = { UstId_1: 'DE123456789', ErrorCode: '200', Firmenname: `Müller & <Söhne> "GmbH" d'Or` };
    expect(parseEvatrXml(evatrXml(fields))).toEqual({ fields: expect.objectContaining(fields), errorCode: 200 });
  });
});

describe('htmlToText', () => {
  it('reads HTML as text: block tags and line breaks are word boundaries, entities decoded, scripts and styles left out', () => {
    expect(htmlToText('<p>Fo&amp;o bar</p><p>x&lt;y &quot;z&quot;<br>w</p>')).toBe('Fo&o bar x<y "z" w');
    expect(htmlToText('<p>Pay <strong>later</strong>.</p><script>alert(1)</script><style>p{}</style>')).toBe('Pay later.');
    expect(htmlToText('<ul><li>One</li><li>T<sub>2</sub>wo</li></ul>H<sub>2</sub>O')).toBe('One T2wo H2O');
    expect(htmlToText('plain   text\n with&nbsp;space')).toBe('plain text with space');
    expect(htmlToText('a &lt;script&gt; b')).toBe('a <script> b');
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '~/content/sanitize.server';

const clean = (html: string) => sanitizeContentHtml(html);

describe('sanitizeContentHtml', () => {
  it('keeps the allowed text structure', () => {
    const html = '<h2>A</h2><h3>B</h3><p><strong>s</strong> <em>e</em><br></p><ul><li>1</li></ul><ol><li>2</li></ol>'
      + '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(clean(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes script and style elements with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>p{}</style><noscript>n</noscript>')).toBe('<p>a</p>');
    expect(clean('<p>a<SCRIPT src="//x/y.js"></SCRIPT></p>')).toBe('<p>a</p>');
    expect(clean('<svg><script>alert(1)</script></svg><p>b</p>')).toBe('<p>b</p>');
  });

  it('removes event handlers, styles, classes and ids', () => {
    expect(clean('<p onclick="alert(1)" onmouseover=alert(1) style="x" class="c" id="i">t</p>')).toBe('<p>t</p>');
    expect(clean('<img src="x" onerror="alert(1)"><p>t</p>')).toBe('<p>t</p>');
    expect(clean('<a href="/x/" onclick="alert(1)" target="_blank">x</a>')).toBe('<a href="/x/">x</a>');
  });

  it('removes iframes, objects, forms and other tags outside the allow-list', () => {
    expect(clean('<iframe src="https://evil.example/"></iframe><p>t</p>')).toBe('<p>t</p>');
    expect(clean('<object data="x"></object><embed src="x"><form action="/x"><input name="a"><button>b</button></form>')).toBe('b');
    expect(clean('<h1>Title</h1><div><span>x</span></div>')).toBe('Titlex');
  });

  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'jav&#x09;ascript:alert(1)', 'java\nscript:alert(1)',
    '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'http://plain.example/',
    '//evil.example/', '/\\evil.example/', 'mailto:a@b.c', '{{storeEmail}}',
  ])('drops the link target %j but keeps the text', (href) => {
    expect(clean(`<p><a href="${href}">text</a></p>`)).toBe('<p>text</p>');
  });

  it('keeps site paths and https links', () => {
    expect(clean('<a href="/payment/">p</a> <a href="https://example.com/a?b=1&amp;c=2#d">e</a>'))
      .toBe('<a href="/payment/">p</a> <a href="https://example.com/a?b=1&amp;c=2#d">e</a>');
  });

  it('rewrites site paths when asked, and only those', () => {
    const rewriteSitePath = (path: string) => `/fr${path}`;
    expect(sanitizeContentHtml('<a href="/payment/">p</a><a href="https://example.com/">e</a>', { rewriteSitePath }))
      .toBe('<a href="/fr/payment/">p</a><a href="https://example.com/">e</a>');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '~/markets';
import { renderStatusPage, STATUS_PAGES, type StatusPageKind } from '../../../server/edge/status-page';

const kinds = Object.keys(STATUS_PAGES) as StatusPageKind[];

describe('the edge status pages', () => {
  it.each(LANGUAGE_CODES)('are translated into %s, with a way home', (language) => {
    for (const kind of kinds) {
      const html = renderStatusPage(kind, { language, home: `/${language}` });
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).not.toMatch(/errors\.(status|backendUnavailable|go-back)/); // no key shown instead of a text
      expect(html).toContain(`href="/${language}"`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('reads as the shopper would see it in English', () => {
    expect(renderStatusPage('tooManyRequests', { language: 'en', home: '/' })).toContain('<h1>Too many requests</h1>');
    expect(renderStatusPage('serviceUnavailable', { language: 'en', home: '/' })).toContain('Our shop is briefly unavailable. Please try again in a moment.');
  });

  it('escapes what it sends back in the "send again" form', () => {
    const html = renderStatusPage('tooManyRequests', { language: 'en', home: '/' }, {
      resend: { action: '/checkout/cart?x="><script>', fields: [['code', '"><script>alert(1)</script>']] },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<button class="btn" type="submit">Send again</button>');
  });
});

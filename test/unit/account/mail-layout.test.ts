import { describe, expect, it } from 'vitest';
import { renderMail } from '~/mail/layout.server';
import { passwordResetMail } from '~/mail/templates/password-reset';
import { createTranslator } from '~/i18n/translator';
import { readFileSync } from 'node:fs';

const bundles = (language: string) => ({
  account: JSON.parse(readFileSync(`locales/${language}/account.json`, 'utf8')),
  common: JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')),
});

describe('mail layout', () => {
  it('makes an HTML part and a text part from the same blocks, escaped', () => {
    const mail = renderMail({
      template: 't', language: 'en', subject: 'Hi <you>', heading: 'Head & shoulders', siteName: 'Shop', footer: 'Foot',
      blocks: [
        { kind: 'paragraph', text: '<b>bold</b>' },
        { kind: 'action', label: 'Go', href: 'https://shop.example/a?b=1&c=2' },
        { kind: 'table', rows: [{ label: 'Total', value: '€ 10' }] },
      ],
    });
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).toContain('href="https://shop.example/a?b=1&amp;c=2"');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('<b>bold</b>');
    expect(mail.text).toContain('Go:\nhttps://shop.example/a?b=1&c=2');
    expect(mail.text).toContain('Total: € 10');
  });

  it('escapes a name with markup and quotes in the HTML part and keeps it as typed in the text part', () => {
    const name = "Ann <script>alert('x')</script> O'Neil";
    const b = bundles('en');
    const mail = passwordResetMail(
      { account: createTranslator('en', b, 'account'), common: createTranslator('en', b, 'common') },
      { language: 'en', siteName: 'ProTools Direct', firstName: name, link: "https://shop.example/password-reset/change-password?token=a'b", validForMinutes: 60 },
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain("O'Neil");
    expect(mail.html).toContain('Ann &lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; O&#x27;Neil');
    // The link as the URL parser gives it (a quote is percent-encoded), in the button and spelled out.
    expect(mail.html.match(/https:\/\/shop\.example\/password-reset\/change-password\?token=a%27b/g)).toHaveLength(2);
    expect(mail.text).toContain(name);
  });

  it('refuses a link that is not a web link', () => {
    expect(() => renderMail({ template: 't', language: 'en', subject: 's', heading: 'h', siteName: 's', footer: 'f', blocks: [{ kind: 'action', label: 'x', href: 'javascript:alert(1)' }] })).toThrow();
  });

  it('the password-reset mail speaks the shopper language', () => {
    for (const [language, subject] of [['en', 'Reset your ProTools Direct password'], ['de', 'Ihr Passwort bei ProTools Direct zurücksetzen']] as const) {
      const b = bundles(language);
      const mail = passwordResetMail(
        { account: createTranslator(language, b, 'account'), common: createTranslator(language, b, 'common') },
        { language, siteName: 'ProTools Direct', firstName: 'Ann', link: 'https://shop.example/password-reset/change-password?token=abc', validForMinutes: 60 },
      );
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain('https://shop.example/password-reset/change-password?token=abc');
      expect(mail.text).toContain('60');
      expect(mail.html).toContain(`lang="${language}"`);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { accountDropdownHtml, accountMenuHtml } from '~/account/server/account-dropdown.server';
import type { HeaderCustomer } from '~/account/view';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}(${Object.values(values).join(',')})` : key)) as never;
const customer: HeaderCustomer = {
  name: "Ann <script>alert(1)</script> O'Neil",
  email: 'ann"@example.com',
  tierKey: 'tier-2',
  level: 3,
  personalDiscountPercent: 3,
  ordersUrl: '/__my-orders?token=a.b&x="y"',
};

describe('the header account dropdown (static HTML rendered by React on the server)', () => {
  it('escapes every value', () => {
    const html = accountDropdownHtml(t, customer, { locale: 'en-GB', basename: '/' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Ann &lt;script&gt;alert(1)&lt;/script&gt; O&#x27;Neil');
    expect(html).toContain('ann&quot;@example.com');
    expect(html).toContain('href="/__my-orders?token=a.b&amp;x=&quot;y&quot;"');
  });

  it('shows level and personal discount (only when there is one), and the menu in the order of spec §2', () => {
    const html = accountDropdownHtml(t, customer, { locale: 'en-GB', basename: '/' });
    expect(html).toContain('accountMenu.loyaltyLevel(3)');
    expect(html).toContain('accountMenu.personalDiscount(3%)');
    expect(accountDropdownHtml(t, { ...customer, personalDiscountPercent: null }, { locale: 'en-GB', basename: '/' })).not.toContain('personalDiscount');
    const order = [...html.matchAll(/accountMenu\.(profile|orders|shipping|billing|newsletter|reviews|logOut)/g)].map((match) => match[1]);
    expect(order).toEqual(['profile', 'orders', 'shipping', 'billing', 'newsletter', 'reviews', 'logOut']);
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer">accountMenu\.orders/);
  });

  it('keeps the language prefix on links and the log-out form, and marks the current page', () => {
    const html = accountMenuHtml(t, '/__my-orders?token=x', '/fr', '/my-account/my-profile');
    expect(html).toContain('href="/fr/my-account/my-profile" aria-current="page"');
    expect(html).toContain('href="/fr/my-account/shipping-details">');
    expect(html).toContain('<form method="post" action="/fr/log-out">');
  });
});

import type { TFunction } from 'i18next';
import { formatPercent } from '~/product/format';
import { escapeHtml } from '~/lib/html';
import { ACCOUNT_MENU, LOG_OUT_PATH } from '../menu';
import type { HeaderCustomer } from '../view';

/**
 * Spec §4 "Account button", signed in: the inside of a details element (it opens without JavaScript and by
 * keyboard) with name, e-mail, loyalty level and personal discount (issue 10 item 5) and the account links.
 * Built here as HTML, not as a React component: the header is in every page's first-load JavaScript, whose
 * budget has no room for a component only signed-in shoppers see (the page renders the string as it is).
 * Every value is escaped.
 */
export function accountDropdownHtml(t: TFunction, customer: HeaderCustomer, options: { locale: string; basename: string }): string {
  const text = (key: string, values?: Record<string, unknown>) => escapeHtml(t(key, values));
  const tier = [text('accountMenu.loyaltyLevel', { level: customer.level })];
  if (customer.personalDiscountPercent !== null) {
    tier.push(text('accountMenu.personalDiscount', { percent: formatPercent(customer.personalDiscountPercent, options.locale) }));
  }
  return `<summary>${text('header.account')}</summary><div class="dropdown__panel">`
    + `<p class="account-dropdown__who"><strong>${escapeHtml(customer.name)}</strong><br><span>${escapeHtml(customer.email)}</span></p>`
    + `<p class="account-dropdown__tier">${tier.join('<br>')}</p>`
    + `${accountMenuHtml(t, customer.ordersUrl, options.basename)}</div>`;
}

/**
 * Spec §2 account menu as HTML (the header's dropdown and the account pages' side menu): plain links and a
 * plain log-out form, so it works without JavaScript and costs the pages no script. `current` marks the page.
 */
export function accountMenuHtml(t: TFunction, ordersUrl: string, basename: string, current?: string): string {
  const prefix = basename === '/' ? '' : basename;
  const text = (key: string) => escapeHtml(t(key));
  const links = ACCOUNT_MENU.map((item) =>
    item.path
      ? `<li><a href="${escapeHtml(prefix + item.path)}"${item.path === current ? ' aria-current="page"' : ''}>${text(`accountMenu.${item.key}`)}</a></li>`
      : `<li><a href="${escapeHtml(ordersUrl)}" target="_blank" rel="noopener noreferrer">${text(`accountMenu.${item.key}`)}<span class="visually-hidden"> ${text('accountMenu.newWindow')}</span></a></li>`,
  );
  return `<ul class="account-menu">${links.join('')}`
    + `<li><form method="post" action="${escapeHtml(prefix + LOG_OUT_PATH)}"><button type="submit" class="link-button">${text('accountMenu.logOut')}</button></form></li></ul>`;
}

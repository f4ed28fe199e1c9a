import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatPercent } from '~/product/format';
import { ACCOUNT_MENU, LOG_OUT_PATH } from '../menu';
import type { HeaderCustomer } from '../view';

/** Spec §4 "Account button": a details element (it opens without JavaScript and by keyboard), rendered to static HTML:
 *  the header's first-load JavaScript has no room for a component only signed-in shoppers see. */
export function accountDropdownHtml(t: TFunction, customer: HeaderCustomer, options: { locale: string; basename: string }): string {
  return renderToStaticMarkup(<AccountDropdown t={t} customer={customer} locale={options.locale} basename={options.basename} />);
}

/** Plain links and a plain log-out form, so the menu works without JavaScript and costs the pages no script. */
export function accountMenuHtml(t: TFunction, ordersUrl: string, basename: string, current?: string): string {
  return renderToStaticMarkup(<AccountMenu t={t} ordersUrl={ordersUrl} basename={basename} current={current} />);
}

function AccountDropdown({ t, customer, locale, basename }: { t: TFunction; customer: HeaderCustomer; locale: string; basename: string }) {
  const tier = [t('accountMenu.loyaltyLevel', { level: customer.level })];
  if (customer.personalDiscountPercent !== null) {
    tier.push(t('accountMenu.personalDiscount', { percent: formatPercent(customer.personalDiscountPercent, locale) }));
  }
  return (
    <>
      <summary>{t('header.account')}</summary>
      <div className="dropdown__panel">
        <p className="account-dropdown__who"><strong>{customer.name}</strong><br /><span>{customer.email}</span></p>
        <p className="account-dropdown__tier">{tier.map((line, index) => <Fragment key={index}>{index > 0 && <br />}{line}</Fragment>)}</p>
        <AccountMenu t={t} ordersUrl={customer.ordersUrl} basename={basename} />
      </div>
    </>
  );
}

function AccountMenu({ t, ordersUrl, basename, current }: { t: TFunction; ordersUrl: string; basename: string; current?: string }) {
  const prefix = basename === '/' ? '' : basename;
  return (
    <ul className="account-menu">
      {ACCOUNT_MENU.map((item) => (
        <li key={item.key}>
          {item.path ? (
            <a href={prefix + item.path} aria-current={item.path === current ? 'page' : undefined}>{t(`accountMenu.${item.key}`)}</a>
          ) : (
            <a href={ordersUrl} target="_blank" rel="noopener noreferrer">
              {t(`accountMenu.${item.key}`)}<span className="visually-hidden"> {t('accountMenu.newWindow')}</span>
            </a>
          )}
        </li>
      ))}
      <li><form method="post" action={prefix + LOG_OUT_PATH}><button type="submit" className="link-button">{t('accountMenu.logOut')}</button></form></li>
    </ul>
  );
}

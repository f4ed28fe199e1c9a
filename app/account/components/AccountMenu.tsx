import { Form, NavLink } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { ACCOUNT_MENU, LOG_OUT_PATH } from '../menu';

/** The account menu beside the account pages (the header's dropdown is built on the server: header.server.ts). */
export function AccountMenuLinks({ ordersUrl }: { ordersUrl: string }) {
  const { t } = useTranslation('common');
  return (
    <ul className="account-menu">
      {ACCOUNT_MENU.map((item) => (
        <li key={item.key}>
          {item.path ? (
            <NavLink to={item.path}>{t(`accountMenu.${item.key}`)}</NavLink>
          ) : (
            <a href={ordersUrl} target="_blank" rel="noopener noreferrer">
              {t(`accountMenu.${item.key}`)}
              <span className="visually-hidden"> {t('accountMenu.newWindow')}</span>
            </a>
          )}
        </li>
      ))}
      <li>
        <Form method="post" action={LOG_OUT_PATH} reloadDocument>
          <button type="submit" className="link-button">{t('accountMenu.logOut')}</button>
        </Form>
      </li>
    </ul>
  );
}

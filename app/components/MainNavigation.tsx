import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';

export interface NavigationCategory {
  name: string;
  path: string;
}

export const ON_SALE_PATH = '/search?sales=true';

/** Spec §2: the burger menu is a <details> element, so it opens without JavaScript and by keyboard. `resetKey` (the
 * page URL) closes it when the page changes, as a new <details> element starts closed. */
export function MainNavigation({ categories, fullNavigation, showOnSaleLink, resetKey }: {
  /** What the carousel shows. */
  categories: NavigationCategory[];
  /** What the burger menu shows: every first-level category. */
  fullNavigation: NavigationCategory[];
  showOnSaleLink: boolean;
  resetKey: string;
}) {
  const { t } = useTranslation('common');
  const onSale = { name: t('nav.onSale'), path: ON_SALE_PATH };
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <div className="main-nav__inner">
        <details className="burger" key={resetKey} data-dismissible="">
          <summary>
            <span aria-hidden="true">☰</span>{` ${t('header.menu')}`}
          </summary>
          <div className="burger__panel">
            <p><strong>{t('nav.categories')}</strong></p>
            <ul>
              {[...fullNavigation, onSale].map((item) => (
                <li key={item.path}><Link to={item.path}>{item.name}</Link></li>
              ))}
            </ul>
          </div>
        </details>
        <ul className="main-nav__list">
          {categories.map((item) => (
            <li key={item.path}><Link to={item.path} prefetch="none">{item.name}</Link></li>
          ))}
        </ul>
        {showOnSaleLink ? <Link className="main-nav__sale" to={onSale.path} prefetch="none">{onSale.name}</Link> : null}
      </div>
    </nav>
  );
}

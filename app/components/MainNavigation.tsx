import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';

export interface NavigationCategory {
  name: string;
  path: string;
}

export const ON_SALE_PATH = '/search?sales=true';

/**
 * Spec §2 main navigation: a carousel of categories plus the on-sale link, and a burger menu with the full
 * navigation (a <details> element, so it opens without JavaScript and by keyboard). The carousel scrolls
 * sideways (one row on desktop, two on mobile); the on-sale link stays in view beside it. Product pages hand
 * in their own category children and no on-sale link. `resetKey` (the page URL) closes the menu when the page
 * changes: a new <details> element starts closed.
 */
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

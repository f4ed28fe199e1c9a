import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';

export interface NavigationCategory {
  name: string;
  path: string;
}

/**
 * First-level categories plus the on-sale link. The burger menu is a <details> element, so it opens
 * without JavaScript and by keyboard.
 */
export function MainNavigation({ categories, showOnSaleLink = true }: { categories: NavigationCategory[]; showOnSaleLink?: boolean }) {
  const { t } = useTranslation('common');
  const onSale = { name: t('nav.onSale'), path: '/search?sales=true' };
  const items = showOnSaleLink ? [...categories, onSale] : categories;
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <div className="main-nav__inner">
        <details className="burger">
          <summary>
            <span aria-hidden="true">☰</span> {t('header.menu')}
          </summary>
          <div className="burger__panel">
            <p><strong>{t('nav.categories')}</strong></p>
            <ul>
              {items.map((item) => (
                <li key={item.path}><Link to={item.path}>{item.name}</Link></li>
              ))}
            </ul>
          </div>
        </details>
        <ul className="main-nav__list">
          {items.map((item) => (
            <li key={item.path}><Link to={item.path} prefetch="none">{item.name}</Link></li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { LanguageCode } from '~/markets';
import { LanguageSwitcher } from './language-switcher';
import { SearchForm } from './search-form';
import { CartIconLink } from '~/cart/CartIconLink';

export interface HeaderProps {
  store: { label: string; phone: string; email: string; openingHours: string; languages: readonly LanguageCode[] };
  language: LanguageCode;
  /** The signed-in customer's account dropdown (built on the server); null for guests. */
  accountDropdown: string | null;
  cartItemCount: number;
  searchTerm?: string;
}

const CONTACT_REASONS = ['order', 'product', 'return', 'invoice', 'quote', 'other'] as const;

export function Header({ store, language, accountDropdown, cartItemCount, searchTerm }: HeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="logo" aria-label={t('header.logoLabel')}>
          {t('siteName')}
        </Link>
        <SearchForm defaultValue={searchTerm} />
        <div className="header-actions">
          <details className="dropdown">
            <summary>{t('header.contact')}</summary>
            <div className="dropdown__panel">
              <p><strong>{t('header.contactReasons')}</strong></p>
              <ul>
                {CONTACT_REASONS.map((reason) => (
                  <li key={reason}>
                    {/* Until the support form lands, a reason opens an e-mail to the store's service desk. */}
                    <a href={`mailto:${store.email}?subject=${encodeURIComponent(t(`header.contactReason.${reason}`))}`}>
                      {t(`header.contactReason.${reason}`)}
                    </a>
                  </li>
                ))}
              </ul>
              <p>
                {t('header.phone')}: <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
                <br />
                {t('header.openingHours')}: {store.openingHours}
              </p>
            </div>
          </details>
          {store.languages.length > 1 ? <LanguageSwitcher languages={store.languages} current={language} /> : null}
          {/* Signed in: the account dropdown, built and escaped on the server (account-dropdown.server.ts). */}
          {accountDropdown ? (
            <details className="dropdown" dangerouslySetInnerHTML={{ __html: accountDropdown }} />
          ) : (
            <Link to="/login">{t('header.login')}</Link>
          )}
          <CartIconLink count={cartItemCount} />
        </div>
      </div>
    </header>
  );
}

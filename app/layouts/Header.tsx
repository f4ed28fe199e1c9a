import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { withColon } from '~/i18n/translator';
import type { LanguageCode } from '~/markets';
import { LanguageSwitcher } from '~/components/LanguageSwitcher';
import { SearchForm } from './SearchForm';
import { CartIconLink } from '~/cart/CartIconLink';
import { HEADER_CONTACT_REASONS } from './header-contact-reasons';

export interface HeaderProps {
  store: {
    phone: string;
    openingHours: string;
    languages: readonly LanguageCode[];
  };
  language: LanguageCode;
  /** The signed-in customer's account dropdown (built on the server); null for guests. */
  accountDropdown: string | null;
  cartItemCount: number;
  searchTerm?: string;
  /** The page URL: a new page starts with the contact dropdown closed. */
  resetKey: string;
}

export function Header({ store, language, accountDropdown, cartItemCount, searchTerm, resetKey }: HeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="logo" aria-label={t('header.logoLabel')}>
          {t('siteName')}
        </Link>
        {/* Spaces between the header's parts: a flex row shows none, text browsers and a copy read them apart. */}
        {' '}
        <SearchForm defaultValue={searchTerm} />
        <div className="header-actions">
          <details className="dropdown dropdown--contact" key={resetKey} data-dismissible="">
            <summary>{t('header.contact')}</summary>
            <div className="dropdown__panel">
              <p><strong>{t('header.contactReasons')}</strong></p>
              {/* Each reason opens the support form with it chosen. */}
              <ul>
                {HEADER_CONTACT_REASONS.map(([key, href]) => (
                  <li key={key}><Link to={href} prefetch="none">{t(`header.contactReason.${key}`)}</Link></li>
                ))}
              </ul>
              <p>
                {`${withColon(t('header.phone'), language)} `}<a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
                <br />
                {`${withColon(t('header.openingHours'), language)} ${store.openingHours}`}
              </p>
            </div>
          </details>
          {store.languages.length > 1 ? <>{' '}<LanguageSwitcher languages={store.languages} current={language} /></> : null}
          {' '}
          {/* Signed in: the account dropdown, built and escaped on the server (account-dropdown.server.tsx). */}
          {accountDropdown ? (
            <details className="dropdown" key={resetKey} data-dismissible="" dangerouslySetInnerHTML={{ __html: accountDropdown }} />
          ) : (
            <Link to="/login">{t('header.login')}</Link>
          )}
          {' '}
          <CartIconLink count={cartItemCount} />
        </div>
      </div>
    </header>
  );
}

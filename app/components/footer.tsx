import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { visibleFooterColumns, type FooterColumn } from './footer-links';

export interface FooterProps {
  year: number;
  showPartnersLink: boolean;
  showContactButton: boolean;
  storeEmail: string;
  brands: { name: string; to: string }[];
}

export function Footer({ year, showPartnersLink, showContactButton, storeEmail, brands }: FooterProps) {
  const { t } = useTranslation('common');
  const columns: FooterColumn[] = [
    {
      id: 'customer-service',
      title: t('footer.customerService'),
      links: [
        { name: t('footer.contactUs'), to: `mailto:${storeEmail}`, external: true },
        { name: t('footer.payment'), to: '/payment/' },
        { name: t('footer.dispatch'), to: '/dispatch-information/' },
        { name: t('footer.withdrawal'), to: '/withdrawal-policy/' },
        { name: t('footer.terms'), to: '/terms-and-conditions/' },
        { name: t('footer.privacy'), to: '/privacy-data/' },
        { name: t('footer.batteries'), to: '/battery-regulations/' },
        { name: t('footer.productRecalls'), to: '/product-recalls/' },
      ],
    },
    {
      id: 'about-us',
      title: t('footer.aboutUs'),
      links: [
        { name: t('footer.ourHistory'), to: '/our-history/' },
        { name: t('footer.companyInformation'), to: '/company-information/' },
        { name: t('footer.merchantInformation'), to: '/merchant-information/' },
        { name: t('footer.inspirations'), to: '/inspirations/' },
        ...(showPartnersLink ? [{ name: t('footer.partners'), to: '/partners/' }] : []),
      ],
    },
    {
      id: 'products',
      title: t('footer.products'),
      links: [
        { name: t('footer.newArrivals'), to: '/search?new-arrivals=true' },
        { name: t('footer.sales'), to: '/search?sales=true' },
        { name: t('footer.premiumGuarantee'), to: '/premium-guarantee/' },
        { name: t('footer.priceGuarantee'), to: '/best-prices-guaranteed/' },
        { name: t('footer.discountCodes'), to: '/discount-codes/' },
      ],
    },
    { id: 'brands', title: t('footer.brands'), links: brands },
  ];

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-columns">
          {visibleFooterColumns(columns).map((column) => (
            <section key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    {link.external ? <a href={link.to}>{link.name}</a> : <Link to={link.to} prefetch="none">{link.name}</Link>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="footer-payment-methods">
            <h2 id="footer-payment-methods">{t('footer.paymentMethods')}</h2>
            <p>Visa · Mastercard · PayPal · Klarna</p>
            {showContactButton ? <a className="btn" href={`mailto:${storeEmail}`}>{t('footer.contactUs')}</a> : null}
          </section>
        </div>
        <p className="copyright">{t('footer.copyright', { year, siteName: t('siteName') })}</p>
      </div>
    </footer>
  );
}

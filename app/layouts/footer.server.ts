// The footer of layout "default" (spec §2 Footer), built on the server: its links are data (store flags,
// the catalogue's brands, the store's payment methods), and translated names cost no JavaScript.
import type { AppLoadContext } from '@remix-run/node';
import { translatorFor } from '~/lib/i18n.server';
import { markDegraded } from '~/commerce/request-scope.server';
import { CAREER_URL, RETURNS_PORTAL_URL, SOCIAL_PROFILES } from '~/content/company';
import { paymentLogosOf, type PaymentLogo } from '~/markets';
import { brandListingPath } from '~/seo/page-paths';
import { visibleFooterColumns, type FooterColumn } from '~/components/footer-links';
import { SUPPORT_PAGE } from '~/routing/support-links';
import { COOKIE_SETTINGS_PATH } from '~/tracking/consent';

/** Brands in the footer: the store's largest by number of products, shown alphabetically. */
const FOOTER_BRANDS = 8;

/** Card and wallet brands are names; cash on delivery and bank transfer are words of the page language. */
const BRAND_LOGO_NAMES: Partial<Record<PaymentLogo, string>> = { visa: 'Visa', mastercard: 'Mastercard', applepay: 'Apple Pay', googlepay: 'Google Pay' };

export interface FooterData {
  columns: FooterColumn[];
  payment: { logo: PaymentLogo; name: string }[];
  returnsPortal: { name: string; to: string };
  /** The `contactButton` query flag (spec §2): a contact button in the footer. */
  contactButton: { name: string; to: string } | null;
}

function footerBrands(context: AppLoadContext): Promise<string[]> {
  const { services: { search }, commerce } = context.storefront;
  return commerce.client.catalogueCache
    .get({
      name: 'footer-brands',
      key: `${commerce.store.key}|${commerce.store.locale}`,
      depends: ['products'],
      getFreshValue: async () => {
        const result = await search.search({ store: commerce.store, pageSize: 12 });
        const largest = [...result.facets.brands].sort((a, b) => b.count - a.count).slice(0, FOOTER_BRANDS);
        return largest.map((facet) => facet.value).sort((a, b) => a.localeCompare(b));
      },
    })
    // The footer is an extra: without the search index it simply has no brands column (this time).
    .catch(() => {
      markDegraded();
      return [];
    });
}

export async function loadFooter(context: AppLoadContext, options: { showContactButton: boolean }): Promise<FooterData> {
  const { market, toggles } = context.storefront.request;
  const [t, brands] = await Promise.all([translatorFor(context), footerBrands(context)]);
  // The support form; the header's contact dropdown names the phone line.
  const contact = { name: t('footer.contactUs'), to: SUPPORT_PAGE };
  const columns: FooterColumn[] = [
    {
      id: 'customer-service',
      title: t('footer.customerService'),
      links: [
        contact,
        { name: t('footer.helpCentre'), to: '/help-centre/' },
        { name: t('footer.payment'), to: '/payment/' },
        { name: t('footer.dispatch'), to: '/dispatch-information/' },
        { name: t('footer.withdrawal'), to: '/withdrawal-policy/' },
        { name: t('footer.terms'), to: '/terms-and-conditions/' },
        { name: t('footer.privacy'), to: '/privacy-data/' },
        { name: t('footer.cookieSettings'), to: COOKIE_SETTINGS_PATH },
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
        { name: t('footer.career'), to: CAREER_URL, external: true },
        // Spec §2: only with the loyalty discount flag, which `?toggleLoyaltyDiscount=false` turns off.
        ...(toggles.loyaltyDiscount ? [{ name: t('footer.partners'), to: '/partners/' }] : []),
      ],
    },
    {
      id: 'products',
      title: t('footer.products'),
      links: [
        { name: t('footer.newArrivals'), to: '/search?new-arrivals=true' },
        { name: t('footer.sales'), to: '/search?tags=on-sale' },
        { name: t('footer.premiumGuarantee'), to: '/premium-guarantee/' },
        { name: t('footer.priceGuarantee'), to: '/best-prices-guaranteed/' },
        { name: t('footer.discountCodes'), to: '/discount-codes/' },
      ],
    },
    { id: 'brands', title: t('footer.brands'), links: brands.map((brand) => ({ name: brand, to: brandListingPath(brand) })) },
    { id: 'social', title: t('footer.social'), links: SOCIAL_PROFILES.map((profile) => ({ name: profile.name, to: profile.url, external: true })) },
  ];
  return {
    columns: visibleFooterColumns(columns),
    payment: paymentLogosOf(market.rules).map((logo) => ({ logo, name: BRAND_LOGO_NAMES[logo] ?? t(`footer.paymentLogo.${logo}`) })),
    returnsPortal: { name: t('footer.returnsPortal'), to: RETURNS_PORTAL_URL },
    contactButton: options.showContactButton ? contact : null,
  };
}

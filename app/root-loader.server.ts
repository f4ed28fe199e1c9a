// The root route's data (every page's header, footer and store facts), in its own module so components read it
// through ~/root-data without importing the root route.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { readQueryFlags, type FeatureToggles } from '~/features';
import { storeText } from '~/markets';
import { translatorFor } from '~/lib/i18n.server';
import { getCartSummary } from '~/cart/cart-summary.server';
import { headerCustomer } from '~/account/server/header.server';
import { accountDropdownHtml } from '~/account/server/account-dropdown.server';

/** Only the toggles the browser reads (the panels an add to cart opens): the others decide on the server, and every
 * page would carry them in its data for nothing. */
function browserToggles({ extraGuarantee, complementaryProducts, cartSidebar }: FeatureToggles) {
  return { extraGuarantee, complementaryProducts, cartSidebar };
}

export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const { request: { market, language, locale, basename, toggles, render, now }, shop: { appVersion } } = context.storefront;
  const url = new URL(request.url);
  // The language redirect of unprefixed pages lives with the URL rules.

  const [t, cart, customer] = await Promise.all([translatorFor(context), getCartSummary(context.storefront), headerCustomer(context)]);
  return {
    siteName: t('siteName'),
    notFoundTitle: t('errors.page-not-found'),
    language,
    locale,
    country: market.country,
    currency: market.currency,
    store: {
      label: market.label,
      phone: market.phone,
      email: market.email,
      openingHours: storeText(market, market.openingHours, language),
      languages: market.languages,
      defaultLanguage: market.defaultLanguage,
      checkoutEnabled: market.rules.checkoutEnabled,
    },
    toggles: browserToggles(toggles),
    queryFlags: readQueryFlags(url.searchParams),
    appVersion,
    year: now.getFullYear(),
    customer: customer
      ? {
          loggedIn: true,
          personalDiscountPercent: customer.personalDiscountPercent,
          dropdownHtml: accountDropdownHtml(t, customer, { locale, basename }),
        }
      : { loggedIn: false, personalDiscountPercent: null, dropdownHtml: null },
    cart,
    // Save-Data, and a browser the beacon showed to run no script: nothing there would run.
    withScripts: !render.saveData && !render.noScript,
    // The beacon has told us already: no page of this browser session asks again.
    noScriptKnown: render.noScript,
  };
}

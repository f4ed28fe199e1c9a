// The storefront's route table (spec §2 of both documents).
//
// One unprefixed tree. Every language prefix of spec §2 ('/fr', '/de', ...) is served by the Express
// server as a Remix `basename` over this same tree (decision 002: copying the tree 21 times made route
// matching ten times slower). The Vite plugin does not read this file by itself: vite.config.ts imports
// it (decision 001).

/** Language prefixes of spec §2; each store serves its non-default languages under `/{language}`. */
export const languagePrefixes = [
  'de', 'fr', 'nl', 'bg', 'it', 'en', 'cs', 'da', 'es', 'fi', 'el',
  'hr', 'hu', 'lt', 'nb', 'pl', 'pt', 'ro', 'sv', 'sk', 'sl',
];

/** @param {import('@remix-run/dev/dist/config/routes').DefineRoutesFunction} defineRoutes */
export function routes(defineRoutes) {
  return defineRoutes((route) => {
    // Layout "default": header, navigation, content, newsletter, footer.
    route(undefined, 'layouts/default.tsx', { id: 'layouts/default' }, () => {
      route(undefined, 'routes/home.tsx', { index: true, id: 'routes/home' });
      route('search', 'routes/search.tsx', { id: 'routes/search' });
      route('login', 'routes/login.tsx', { id: 'routes/login' });
      route('create-account', 'routes/create-account.tsx', { id: 'routes/create-account' });
      route('create-account/check-email', 'routes/create-account/check-email.tsx', { id: 'routes/create-account/check-email' });
      route('create-account/confirm', 'routes/create-account/confirm.tsx', { id: 'routes/create-account/confirm' });
      route('password-reset', 'routes/password-reset/layout.tsx', { id: 'routes/password-reset' }, () => {
        route(undefined, 'routes/password-reset/request.tsx', { index: true, id: 'routes/password-reset/request' });
        route('change-password', 'routes/password-reset/change-password.tsx', { id: 'routes/password-reset/change-password' });
        route('check-email', 'routes/password-reset/check-email.tsx', { id: 'routes/password-reset/check-email' });
      });
      // A page with the button (GET) and the sign-out itself (POST).
      route('log-out', 'routes/log-out.tsx', { id: 'routes/log-out' });
      route('my-account', 'routes/my-account/layout.tsx', { id: 'routes/my-account' }, () => {
        route(undefined, 'routes/my-account/overview.tsx', { index: true, id: 'routes/my-account/overview' });
        route('my-profile', 'routes/my-account/my-profile.tsx', { id: 'routes/my-account/my-profile' });
        route('shipping-details', 'routes/my-account/address-book.tsx', { id: 'routes/my-account/shipping-details' });
        route('billing-details', 'routes/my-account/address-book.tsx', { id: 'routes/my-account/billing-details' });
        route('my-newsletter', 'routes/my-account/my-newsletter.tsx', { id: 'routes/my-account/my-newsletter' });
        route('my-reviews', 'routes/my-account/my-reviews.tsx', { id: 'routes/my-account/my-reviews' });
      });
      route('cms', 'routes/cms.ts', { id: 'routes/cms' });
      // Support form, newsletter sign-up, back-in-stock requests and the tracking consent (issue 13).
      route('contact', 'routes/contact.tsx', { id: 'routes/contact' });
      route('newsletter', 'routes/newsletter.tsx', { id: 'routes/newsletter' });
      route('back-in-stock', 'routes/back-in-stock.tsx', { id: 'routes/back-in-stock' });
      route('cookie-settings', 'routes/cookie-settings.tsx', { id: 'routes/cookie-settings' });
      route('adyen-payment-error', 'routes/card-payment-error.tsx', { id: 'routes/card-payment-error' });
      // Categories, products (`/{name}-{8 digits}/`), native `/c/` and `/p/`, content pages.
      route('*', 'routes/catch-all.tsx', { id: 'routes/catch-all' });
    });

    // Layout "no-footer": the checkout family; addresses, payment and thank-you in a centred container.
    route('checkout', 'routes/checkout/layout.tsx', { id: 'routes/checkout' }, () => {
      route(undefined, 'routes/checkout/index.ts', { index: true, id: 'routes/checkout/index' });
      route('cart', 'routes/checkout/cart.tsx', { id: 'routes/checkout/cart' });
      // The account forms in the checkout's layout; after them the checkout goes on (addresses).
      route('login', 'routes/login.tsx', { id: 'routes/checkout/login' });
      route('create-account', 'routes/create-account.tsx', { id: 'routes/checkout/create-account' });
      route('password-reset', 'routes/password-reset/request.tsx', { id: 'routes/checkout/password-reset' });
      route('reset-password', 'routes/password-reset/request.tsx', { id: 'routes/checkout/reset-password' });
      route('addresses', 'routes/checkout/addresses.tsx', { id: 'routes/checkout/addresses' });
      route('payment', 'routes/checkout/payment.tsx', { id: 'routes/checkout/payment' });
      route('thank-you', 'routes/checkout/thank-you.tsx', { id: 'routes/checkout/thank-you' });
    });

    // Resource routes without a layout.
    route('after-payment-redirect-back', 'routes/after-payment-redirect-back.ts', { id: 'routes/after-payment-redirect-back' });
    route('exConsents/confirm', 'routes/ex-consents-confirm.ts', { id: 'routes/ex-consents-confirm' });
    route('manageSubscriptions', 'routes/manage-subscriptions.ts', { id: 'routes/manage-subscriptions' });
    route('set-language', 'routes/set-language.ts', { id: 'routes/set-language' });
    // For crawlers.
    route('robots.txt', 'routes/robots-txt.ts', { id: 'routes/robots-txt' });
    // The service worker, at the root so its scope is the whole store (spec §7).
    route('sw.js', 'routes/service-worker.ts', { id: 'routes/service-worker' });
    route('sitemap.xml', 'routes/sitemap-index.ts', { id: 'routes/sitemap-index' });
    route('sitemaps/:file', 'routes/sitemap-file.ts', { id: 'routes/sitemap-file' });
  });
}

export default {
  appDirectory: 'app',
  ignoredRouteFiles: ['**/*'],
  routes,
};

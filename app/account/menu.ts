/** Spec §2 account menu entries in that order (My orders opens a new window, its link carries a token), then My
 *  reviews and Log out. */
export const ACCOUNT_MENU = [
  { key: 'profile', path: '/my-account/my-profile' },
  { key: 'orders', path: null },
  { key: 'shipping', path: '/my-account/shipping-details' },
  { key: 'billing', path: '/my-account/billing-details' },
  { key: 'newsletter', path: '/my-account/my-newsletter' },
  { key: 'reviews', path: '/my-account/my-reviews' },
] as const;

export const LOG_OUT_PATH = '/log-out';
export const MY_NEWSLETTER_PATH = '/my-account/my-newsletter';

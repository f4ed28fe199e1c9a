/** Spec §4 "Checkout steps: cart 1, shipping 2, billing 3, payment 4, thank-you 5". */
export const CHECKOUT_STEPS = { cart: 1, shipping: 2, billing: 3, payment: 4, thankYou: 5 } as const;
export type CheckoutStep = keyof typeof CHECKOUT_STEPS;

/** The progress bar of the checkout pages: shipping and billing share the addresses page. */
export const CHECKOUT_PROGRESS = [
  { step: 'cart', path: '/checkout/cart' },
  { step: 'shipping', path: '/checkout/addresses' },
  { step: 'payment', path: '/checkout/payment' },
  { step: 'thankYou', path: null },
] as const;

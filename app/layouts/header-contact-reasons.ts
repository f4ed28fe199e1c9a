/** Written out, not built from ~/routing/support-links (a unit test holds them to it): importing that module split it
 * into a chunk of its own on every page's first load. Labels are `header.contactReason.{key}`. */
export const HEADER_CONTACT_REASONS = [
  ['order', '/contact?reason=order'],
  ['product', '/contact?reason=product'],
  ['return', '/contact?reason=returns'],
  ['invoice', '/contact?reason=invoices'],
  ['quote', '/contact?reason=prices'],
  ['other', '/contact?reason=other'],
] as const;

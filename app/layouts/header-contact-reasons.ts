/**
 * The header's contact reasons, in order (spec §2 Header): each label is `header.contactReason.{key}`, each link
 * opens the support form at that main reason (issue 13; the links are `supportReasonLink(reason)`, which a unit
 * test holds them to). Written out here, not built from ~/routing/support-links: importing that module into the
 * layout split it into a chunk of its own on every page's first load, and the header builds these
 * from the translation file it already has, so no page carries them in its loader data.
 */
export const HEADER_CONTACT_REASONS = [
  ['order', '/contact?reason=order'],
  ['product', '/contact?reason=product'],
  ['return', '/contact?reason=returns'],
  ['invoice', '/contact?reason=invoices'],
  ['quote', '/contact?reason=prices'],
  ['other', '/contact?reason=other'],
] as const;

/** The company's profiles (spec §2 footer "social links"); one set for every store. */
export const SOCIAL_PROFILES: readonly { readonly name: string; readonly url: string }[] = Object.freeze([
  { name: 'Facebook', url: 'https://www.facebook.com/protoolsdirect' },
  { name: 'Instagram', url: 'https://www.instagram.com/protoolsdirect' },
  { name: 'YouTube', url: 'https://www.youtube.com/@protoolsdirect' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/protools-direct' },
]);

/** Spec §2 "External links: about us, career, my orders self-service": the career site. */
export const CAREER_URL = 'https://careers.protools-direct.com/';

/** The portal is an outside service; until the operator names one, the button leads to the withdrawal policy,
 * which says how to return an item. */
export const RETURNS_PORTAL_URL = '/withdrawal-policy/';

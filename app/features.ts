import { z } from 'zod';

/** Spec §2 Listings: store flags give the defaults; any toggle can be overridden for one request by a
 * `toggle{Name}` query parameter (`?toggleCartSidebar=false`). */
export const featureToggleSchema = z.object({
  reviewWidget: z.boolean(),
  extraGuarantee: z.boolean(),
  complementaryProducts: z.boolean(),
  addressAutocomplete: z.boolean(),
  reviewScoreInHeader: z.boolean(),
  vatValidation: z.boolean(),
  changeTaxRate: z.boolean(),
  loyaltyDiscount: z.boolean(),
  cartSidebar: z.boolean(),
  websocket: z.boolean(),
});

export type FeatureToggles = z.infer<typeof featureToggleSchema>;
export type FeatureName = keyof FeatureToggles;

const FEATURE_NAMES = Object.keys(featureToggleSchema.shape) as FeatureName[];

function parseBoolean(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const normalised = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(normalised)) return true;
  if (['0', 'false', 'off', 'no'].includes(normalised)) return false;
  return undefined; // garbage leaves the default alone
}

export function applyToggleOverrides(defaults: FeatureToggles, searchParams: URLSearchParams): FeatureToggles {
  const toggles = { ...defaults };
  for (const name of FEATURE_NAMES) {
    const parameter = `toggle${name[0].toUpperCase()}${name.slice(1)}`;
    const value = parseBoolean(searchParams.get(parameter));
    if (value !== undefined) toggles[name] = value;
  }
  return toggles;
}

/** Query flags of spec §2 Listings (their names are decision 005's). */
export interface QueryFlags {
  showAppVersion: boolean;
  showContactButtonInFooter: boolean;
  openContactForm: boolean;
  openConfirmationPopup: boolean;
}

export function readQueryFlags(searchParams: URLSearchParams): QueryFlags {
  return {
    showAppVersion: parseBoolean(searchParams.get('appVersion')) === true,
    showContactButtonInFooter: parseBoolean(searchParams.get('contactButton')) === true,
    openContactForm: parseBoolean(searchParams.get('contactForm')) === true,
    openConfirmationPopup: parseBoolean(searchParams.get('confirmationPopup')) === true,
  };
}

import { describe, expect, it } from 'vitest';
import { applyToggleOverrides, readQueryFlags, type FeatureToggles } from '~/features';

const defaults: FeatureToggles = {
  reviewWidget: true, extraGuarantee: true, complementaryProducts: true, addressAutocomplete: false,
  reviewScoreInHeader: true, vatValidation: true, changeTaxRate: true, loyaltyDiscount: true, cartSidebar: true, websocket: true,
};

describe('feature toggles overridden by toggle* query parameters', () => {
  it('switches a toggle off and on', () => {
    const toggles = applyToggleOverrides(defaults, new URLSearchParams('toggleExtraGuarantee=false&toggleAddressAutocomplete=1'));
    expect(toggles.extraGuarantee).toBe(false);
    expect(toggles.addressAutocomplete).toBe(true);
    expect(toggles.reviewWidget).toBe(true);
  });
  it('leaves defaults alone for garbage values and unknown toggles', () => {
    expect(applyToggleOverrides(defaults, new URLSearchParams('toggleExtraGuarantee=maybe&toggleNope=1'))).toEqual(defaults);
  });
  it('reads the query flags', () => {
    expect(readQueryFlags(new URLSearchParams('appVersion=true&contactButton=1'))).toEqual({
      showAppVersion: true, showContactButtonInFooter: true, openContactForm: false, openConfirmationPopup: false,
    });
  });
});

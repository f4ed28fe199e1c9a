// Spec §5's rules for an address validation answer (Google's API shape), pure. The verdict is checked first, so an
// answer failing both rules gives 'Error on verdict'.
export const ADDRESS_VALIDATION_ERRORS = { verdict: 'Error on verdict', address: 'Error on address' } as const;
export type AddressValidationError = (typeof ADDRESS_VALIDATION_ERRORS)[keyof typeof ADDRESS_VALIDATION_ERRORS];

export interface AddressVerdict {
  addressComplete?: boolean;
  hasReplacedComponents?: boolean;
  hasUnconfirmedComponents?: boolean;
  hasInferredComponents?: boolean;
  validationGranularity?: string;
  inputGranularity?: string;
}

export interface AddressComponent {
  componentName?: { text?: string; languageCode?: string };
  componentType?: string;
  confirmationLevel?: string;
  inferred?: boolean;
  spellCorrected?: boolean;
  replaced?: boolean;
  unexpected?: boolean;
}

export interface AddressValidationAnswer {
  result?: {
    verdict?: AddressVerdict;
    address?: { formattedAddress?: string; addressComponents?: AddressComponent[]; unconfirmedComponentTypes?: string[] };
  };
}

export type AddressJudgement = { ok: true } | { ok: false; error: AddressValidationError; failures: string[] };

export function judgeAddress(answer: AddressValidationAnswer): AddressJudgement {
  const verdict = answer.result?.verdict ?? {};
  const verdictFailures = [
    verdict.addressComplete !== true ? 'verdict.addressComplete is not true' : '',
    verdict.hasReplacedComponents ? 'verdict.hasReplacedComponents' : '',
    verdict.hasUnconfirmedComponents ? 'verdict.hasUnconfirmedComponents' : '',
  ].filter(Boolean);
  if (verdictFailures.length > 0) return { ok: false, error: ADDRESS_VALIDATION_ERRORS.verdict, failures: verdictFailures };
  const componentFailures = (answer.result?.address?.addressComponents ?? []).flatMap((component) =>
    (['spellCorrected', 'replaced', 'unexpected'] as const)
      .filter((flag) => component[flag])
      .map((flag) => `${component.componentType ?? 'component'} ${flag}${component.componentName?.text ? ` (${component.componentName.text})` : ''}`),
  );
  if (componentFailures.length > 0) return { ok: false, error: ADDRESS_VALIDATION_ERRORS.address, failures: componentFailures };
  return { ok: true };
}

export interface AddressToValidate {
  country: string;
  city: string;
  /** Street name and number as the shopper wrote them. */
  street: string;
  postalCode: string;
}

/** Spec §5: "checked as country plus city, street and postal-code lines" (region code and three lines). */
export function addressRequest(address: AddressToValidate): { address: { regionCode: string; addressLines: string[] } } {
  return {
    address: {
      regionCode: address.country.toUpperCase(),
      addressLines: [address.city, address.street, address.postalCode].map((line) => line.trim()).filter((line) => line !== ''),
    },
  };
}

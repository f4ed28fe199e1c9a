import { addressValidationCountries, createAddressValidation, type AddressValidationService } from '~/address-validation/address-validation.server';
import { MARKETS } from '~/markets';
import { valueOnly, type ServiceContext, type ServiceHandle } from './types';

/** Google's Address Validation API: only with a key, for the countries listed. */
export function addressValidation({ env }: ServiceContext): ServiceHandle<AddressValidationService> {
  return valueOnly(
    createAddressValidation({
      apiKey: env.GOOGLE_ADDRESS_VALIDATION_KEY,
      countries: addressValidationCountries(MARKETS, env.ADDRESS_VALIDATION_COUNTRIES),
      timeoutMs: env.ADDRESS_VALIDATION_TIMEOUT_MS,
    }),
  );
}

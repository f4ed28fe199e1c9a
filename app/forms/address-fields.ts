// The address field rules of spec §5, one module for every address form of the shop (account address books,
// checkout billing and shipping).
import { z } from 'zod';
import { isValidPostalCode } from '~/markets/rules/postal-codes';
import { optionalText, personName, phone, text } from './rules';

export interface AddressRules {
  country: string;
  /** Spec §5: the street number must contain a digit, except in CZ, PL and RO. */
  streetNumberValidation: boolean;
}

/** The fields of an address, in the order forms show them. */
export const ADDRESS_FIELD_NAMES = [
  'firstName', 'lastName', 'company', 'streetName', 'streetNumber', 'additionalStreetInfo', 'postalCode', 'city', 'phone',
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];

/** The browser's autofill names of the address fields. */
export const ADDRESS_AUTOCOMPLETE: Readonly<Record<AddressFieldName, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  streetName: 'address-line1',
  streetNumber: 'address-line2',
  additionalStreetInfo: 'address-line3',
  postalCode: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
};

export const streetNumber = (rules: AddressRules) =>
  rules.streetNumberValidation ? text({ min: 1, max: 20 }).pipe(z.string().regex(/\d/, 'streetNumber')) : text({ min: 1, max: 20 });

export const postalCode = (rules: AddressRules) =>
  text({ min: 2, max: 12 }).pipe(z.string().refine((value) => isValidPostalCode(rules.country, value), 'postalCode'));

/** The address fields with the checkout's rules (spec §5): postal code per country, street number, phone. */
export function addressFields(rules: AddressRules) {
  return {
    firstName: personName,
    lastName: personName,
    company: optionalText(100),
    streetName: text({ min: 2, max: 100 }),
    streetNumber: streetNumber(rules),
    additionalStreetInfo: optionalText(100),
    postalCode: postalCode(rules),
    city: text({ min: 2, max: 60 }),
    phone: phone.optional(),
  };
}

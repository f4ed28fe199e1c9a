import type { CustomerDraft, CustomerGroupDraft } from '@commercetools/platform-sdk';
import { TYPE_KEYS } from './constants';
import { keyRef } from './refs';

/** Loyalty tiers of spec §3/§6 with their cohort spending ranges (EUR per 12 months). */
export const LOYALTY_TIERS = [
  { key: 'monetary-cohort-base-tier', name: 'Base tier', from: 0, to: 499, percent: 0 },
  { key: 'tier-1', name: 'Tier 1', from: 500, to: 1999, percent: 2 },
  { key: 'tier-2', name: 'Tier 2', from: 2000, to: 4999, percent: 3 },
  { key: 'tier-3', name: 'Tier 3', from: 5000, to: 14999, percent: 5 },
  { key: 'tier-4', name: 'Tier 4', from: 15000, to: undefined, percent: 7 },
] as const;

export type TierKey = (typeof LOYALTY_TIERS)[number]['key'];

/** The documented password of every demo customer (letters and digits, as the form rules require). */
export const DEMO_PASSWORD = 'ProTools-2026';

export function buildCustomerGroups(): CustomerGroupDraft[] {
  return LOYALTY_TIERS.map((tier) => ({
    key: tier.key,
    groupName: tier.name,
    custom: {
      type: { typeId: 'type', key: TYPE_KEYS.customerGroup },
      fields: tier.to === undefined ? { cohortRangeFrom: tier.from } : { cohortRangeFrom: tier.from, cohortRangeTo: tier.to },
    },
  }));
}

interface DemoPerson {
  readonly tier: TierKey;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly locale: string;
  readonly country: string;
  readonly streetName: string;
  readonly streetNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly phone: string;
  readonly company?: { readonly name: string; readonly vatNumber: string };
}

/** One private demo customer per tier, in different countries, plus a company buyer with a VAT number. */
export const DEMO_CUSTOMERS: readonly DemoPerson[] = [
  { tier: 'monetary-cohort-base-tier', email: 'demo.base@example.com', firstName: 'Peter', lastName: 'Horváth', locale: 'sk-SK',
    country: 'SK', streetName: 'Obchodná', streetNumber: '12', postalCode: '811 06', city: 'Bratislava', phone: '+421 902 123 456' },
  { tier: 'tier-1', email: 'demo.tier1@example.com', firstName: 'Tereza', lastName: 'Dvořáková', locale: 'cs-CZ',
    country: 'CZ', streetName: 'Vinohradská', streetNumber: '48', postalCode: '120 00', city: 'Praha', phone: '+420 603 123 456' },
  { tier: 'tier-2', email: 'demo.tier2@example.com', firstName: 'Lukas', lastName: 'Becker', locale: 'de-DE',
    country: 'DE', streetName: 'Torstraße', streetNumber: '101', postalCode: '10119', city: 'Berlin', phone: '+49 30 1234567' },
  { tier: 'tier-3', email: 'demo.tier3@example.com', firstName: 'Bence', lastName: 'Kovács', locale: 'hu-HU',
    country: 'HU', streetName: 'Andrássy út', streetNumber: '22', postalCode: '1061', city: 'Budapest', phone: '+36 30 123 4567' },
  { tier: 'tier-4', email: 'demo.tier4@example.com', firstName: 'Sophie', lastName: 'Gruber', locale: 'de-AT',
    country: 'AT', streetName: 'Mariahilfer Straße', streetNumber: '77', postalCode: '1060', city: 'Wien', phone: '+43 660 1234567' },
  { tier: 'tier-2', email: 'demo.company@example.com', firstName: 'Julien', lastName: 'Moreau', locale: 'fr-FR',
    country: 'FR', streetName: 'Rue de la République', streetNumber: '14', postalCode: '69002', city: 'Lyon', phone: '+33 4 78 12 34 56',
    company: { name: 'Atelier Moreau SARL', vatNumber: 'FR40123456789' } },
];

export interface SeedCustomer {
  readonly draft: CustomerDraft;
  readonly groupKey: TierKey;
}

export function buildCustomers(): SeedCustomer[] {
  return DEMO_CUSTOMERS.map((person) => {
    const group = keyRef('customer-group', person.tier);
    return {
      groupKey: person.tier,
      draft: {
        key: person.email.split('@')[0].replace(/\./g, '-'),
        email: person.email,
        password: DEMO_PASSWORD,
        firstName: person.firstName,
        lastName: person.lastName,
        locale: person.locale,
        companyName: person.company?.name,
        isEmailVerified: true,
        customerGroup: group,
        customerGroupAssignments: [{ customerGroup: group }],
        addresses: [{
          key: 'home',
          firstName: person.firstName,
          lastName: person.lastName,
          company: person.company?.name,
          streetName: person.streetName,
          streetNumber: person.streetNumber,
          postalCode: person.postalCode,
          city: person.city,
          country: person.country,
          email: person.email,
          phone: person.phone,
          custom: person.company ? {
            type: { typeId: 'type', key: TYPE_KEYS.address },
            fields: { vatNumber: person.company.vatNumber, vatValidated: false },
          } : undefined,
        }],
        defaultShippingAddress: 0,
        defaultBillingAddress: 0,
        shippingAddresses: [0],
        billingAddresses: [0],
        custom: {
          type: { typeId: 'type', key: TYPE_KEYS.customer },
          fields: { customerType: person.company ? 'company' : 'private' },
        },
      },
    };
  });
}

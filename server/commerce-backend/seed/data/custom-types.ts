import { ADDRESS_FIELDS, CART_FIELDS, CUSTOMER_FIELDS, PAYMENT_FIELDS } from '~/commerce/custom-types';
import type { FieldDefinition, FieldType, ResourceTypeId, TypeDraft } from '@commercetools/platform-sdk';
import { TYPE_KEYS } from './constants';

const STRING: FieldType = { name: 'String' };
const LSTRING: FieldType = { name: 'LocalizedString' };
const BOOLEAN: FieldType = { name: 'Boolean' };
const NUMBER: FieldType = { name: 'Number' };

// Custom field labels are read in the merchant tools only, so English suffices.
const field = (name: string, type: FieldType, label: string): FieldDefinition => ({
  name, type, label: { en: label }, required: false,
  // inputHint only means something for (localized) strings.
  ...(type.name === 'String' || type.name === 'LocalizedString' ? { inputHint: 'SingleLine' as const } : {}),
});

const type = (key: string, resourceTypeIds: ResourceTypeId[], name: string, fields: FieldDefinition[]): TypeDraft => ({
  key, name: { en: name }, resourceTypeIds, fieldDefinitions: fields,
});

/** The store flags of spec §3, as Boolean custom fields. */
export const STORE_FLAG_FIELDS = [
  'reviewWidget', 'extraGuaranteeSale', 'complementaryProducts', 'addressAutocomplete', 'reviewScoreInHeader',
  'vatValidation', 'changeTaxRate', 'loyaltyDiscount',
] as const;

/** Custom types of every resource the shop extends; the app reads and writes these field names. */
export function buildCustomTypes(): TypeDraft[] {
  return [
    type(TYPE_KEYS.store, ['store'], 'Store settings', [
      field('currencyCode', STRING, 'Currency'),
      field('isDefault', BOOLEAN, 'Default store'),
      field('topLevelDomain', STRING, 'Top-level domain'),
      field('productionDomain', STRING, 'Production domain'),
      field('searchIndex', LSTRING, 'Search index per language'),
      field('parcelTrackingId', LSTRING, 'Parcel tracking id per language'),
      field('codFeeTitle', LSTRING, 'Cash-on-delivery fee title'),
      field('bankBic', STRING, 'Bank BIC/SWIFT'),
      field('bankAccountOwner', STRING, 'Bank account owner'),
      field('bankInstitute', STRING, 'Bank institute'),
      field('bankIban', STRING, 'Bank IBAN'),
      field('phone', LSTRING, 'Phone number per language'),
      field('openingHours', LSTRING, 'Opening hours per language'),
      field('email', STRING, 'E-mail address'),
      field('campaigns', LSTRING, 'Campaigns (JSON list per language)'),
      ...STORE_FLAG_FIELDS.map((flag) => field(flag, BOOLEAN, `Flag: ${flag}`)),
    ]),
    type(TYPE_KEYS.category, ['category'], 'Category content', [
      field('imageUrl', STRING, 'Image URL'),
      field('hasProducts', { name: 'Set', elementType: STRING }, 'Store keys with products'),
      field('content', LSTRING, 'HTML content'),
      field('relatedBlogPosts', LSTRING, 'Related blog posts (JSON per language)'),
      field('relatedCategory1', STRING, 'Related category 1 (key)'),
      field('relatedCategory2', STRING, 'Related category 2 (key)'),
      field('relatedCategory3', STRING, 'Related category 3 (key)'),
      field('family', {
        name: 'Enum',
        values: [
          { key: 'all-categories', label: 'All categories' },
          { key: 'industry-categories', label: 'Industry categories' },
          { key: 'longtail-categories', label: 'Long-tail categories' },
        ],
      }, 'Category family'),
      field('hideChevron', BOOLEAN, 'Hide navigation chevron'),
    ]),
    type(TYPE_KEYS.customerGroup, ['customer-group'], 'Loyalty tier', [
      field('cohortRangeFrom', NUMBER, 'Cohort spending from (EUR)'),
      field('cohortRangeTo', NUMBER, 'Cohort spending to (EUR)'),
    ]),
    type(TYPE_KEYS.customer, ['customer'], 'Customer', [
      field(CUSTOMER_FIELDS.customerType, STRING, 'Customer type (private/company)'),
      field(CUSTOMER_FIELDS.newsletter, BOOLEAN, 'Newsletter subscription of the account'),
    ]),
    type(TYPE_KEYS.cart, ['order'], 'Cart and order', [
      field(CART_FIELDS.calculatedCodFee, { name: 'Money' }, 'Cash-on-delivery fee'),
      field('customerAgreedToSendEmail', BOOLEAN, 'Customer agreed to e-mails'),
      field('utmSource', STRING, 'UTM source'),
    ]),
    type(TYPE_KEYS.lineItem, ['line-item'], 'Line item', [field('parentSku', STRING, 'Parent SKU (extra guarantee)')]),
    type(TYPE_KEYS.address, ['address'], 'Address VAT data', [
      field(ADDRESS_FIELDS.vatNumber, STRING, 'VAT number'),
      field(ADDRESS_FIELDS.vatValidated, BOOLEAN, 'VAT number validated'),
      field(ADDRESS_FIELDS.vatResponse, STRING, 'Raw VAT check response'),
    ]),
    type(TYPE_KEYS.payment, ['payment'], 'Card payment', [
      field(PAYMENT_FIELDS.allocatedOrderNumber, STRING, 'Allocated order number'),
      field(PAYMENT_FIELDS.merchantAccount, STRING, 'Merchant account'),
      field(PAYMENT_FIELDS.getPaymentMethodsResponse, STRING, 'Payment methods response'),
      field(PAYMENT_FIELDS.makePaymentResponse, STRING, 'Make-payment response'),
      field(PAYMENT_FIELDS.submitAdditionalPaymentDetailsRequest, STRING, 'Additional details request'),
      field(PAYMENT_FIELDS.submitAdditionalPaymentDetailsResponse, STRING, 'Additional details response'),
      field(PAYMENT_FIELDS.cartId, STRING, 'Cart of the payment'),
    ]),
    type(TYPE_KEYS.review, ['review'], 'Review', [
      field('sku', STRING, 'Purchased SKU'),
      // When the shopper wrote it: imported reviews keep their date, which createdAt cannot.
      field('writtenAt', { name: 'DateTime' }, 'Written at'),
    ]),
    type(TYPE_KEYS.cartDiscount, ['cart-discount'], 'Cart discount kind', [
      field('discountKind', {
        name: 'Enum',
        values: [
          { key: 'volume', label: 'Volume discount' },
          { key: 'loyalty', label: 'Loyalty discount' },
          { key: 'code', label: 'Discount code' },
        ],
      }, 'Kind'),
      field('volumeDiscountGroup', STRING, 'Volume discount group'),
      field('minQuantity', NUMBER, 'Minimum quantity'),
      field('customerGroupKey', STRING, 'Loyalty customer group key'),
      field('country', STRING, 'Country'),
    ]),
    // The shop tells the shopper from which order value a code applies; its cartPredicate enforces the same.
    type(TYPE_KEYS.discountCode, ['discount-code'], 'Discount code rules', [
      field('minimumOrderValue', { name: 'Set', elementType: { name: 'Money' } }, 'Minimum order value per currency'),
    ]),
  ];
}

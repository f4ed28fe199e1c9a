// Shipping details and Billing details, with the checkout's address rules and the spec's failure texts ("Failed to
// add address", …). An address id must be one of the session customer's own (commerce/address.server.ts).
import type { BaseAddress } from '@commercetools/platform-sdk';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { addAddress, addressesOf, removeAddress, setDefaultAddress, updateAddress } from '~/commerce/address.server';
import { CommerceInputError, isBackendUnavailable } from '~/commerce/errors.server';
import type { StorefrontContext } from '~/context';
import { addressSchema, type AddressRules } from '../schemas';
import type { AddressKind } from '../view';
import { currentCustomer } from './customer-session.server';
import { backendFailed, formError, invalidInput, redirectAfterPost, refuse } from '~/forms/answer.server';

export const ADDRESS_BOOK_PATHS: Record<AddressKind, string> = {
  shipping: '/my-account/shipping-details',
  billing: '/my-account/billing-details',
};

const FAILURES = {
  'add-address': 'addressAddFailed',
  'update-address': 'addressUpdateFailed',
  'delete-address': 'addressDeleteFailed',
  'set-default': 'addressSetDefaultFailed',
} as const;
type AddressIntent = keyof typeof FAILURES;

export function addressRulesOf(storefront: Pick<StorefrontContext, 'request'>): AddressRules {
  return { country: storefront.request.market.country, streetNumberValidation: storefront.request.market.rules.streetNumberValidation };
}

function isIntent(value: unknown): value is AddressIntent {
  return typeof value === 'string' && Object.hasOwn(FAILURES, value);
}

export async function addressAction(kind: AddressKind, { request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const schema = addressSchema(addressRulesOf(storefront));
  const submission = parseWithZod(await request.formData(), { schema });
  const intent: AddressIntent = isIntent(submission.payload.intent) ? submission.payload.intent : 'add-address';
  const target = typeof submission.payload.addressId === 'string' ? submission.payload.addressId : 'new';
  const answer = { intent, target };
  if (submission.status !== 'success') return refuse(submission, invalidInput, answer);
  const customer = await currentCustomer(storefront);
  if (!customer) {
    return refuse(submission, formError(401, kind === 'billing' ? 'notAuthenticated' : FAILURES[intent]), answer);
  }
  const value = submission.value;
  const ctx = storefront.commerce;
  const shopper = storefront.shopper.ids();
  try {
    switch (value.intent) {
      case 'add-address': {
        const { intent: _intent, makeDefault, ...fields } = value;
        await addAddress(ctx, shopper, kind, toAddress(storefront, fields), { makeDefault: makeDefault === 'on' || addressesOf(customer, kind).length === 0 });
        break;
      }
      case 'update-address': {
        const { intent: _intent, addressId, ...fields } = value;
        await updateAddress(ctx, shopper, kind, addressId, toAddress(storefront, fields));
        break;
      }
      case 'delete-address': {
        // A default address goes only once another is the default (or when it is the only one of its kind).
        const defaultId = kind === 'shipping' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;
        if (value.addressId === defaultId && addressesOf(customer, kind).length > 1) {
          return refuse(submission, formError(400, 'deleteDefault'), answer);
        }
        await removeAddress(ctx, shopper, kind, value.addressId);
        break;
      }
      case 'set-default':
        await setDefaultAddress(ctx, shopper, kind, value.addressId);
        break;
    }
  } catch (err) {
    if (isBackendUnavailable(err)) return refuse(submission, backendFailed('serviceUnavailable'), answer);
    // Someone else's address id or one that is gone: the same failure as any other, nothing changed.
    if (!(err instanceof CommerceInputError)) storefront.commerce.client.logger.error({ err, intent }, 'address change failed');
    return refuse(submission, err instanceof CommerceInputError ? formError(400, FAILURES[value.intent]) : backendFailed(FAILURES[value.intent]), answer);
  }
  return redirectAfterPost(`${ADDRESS_BOOK_PATHS[kind]}?notice=${value.intent}`);
}

function toAddress(storefront: Pick<StorefrontContext, 'request'>, fields: Omit<BaseAddress, 'country'>): BaseAddress {
  const clean = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
  return { ...clean, country: storefront.request.market.country };
}

import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverFields } from '~/forms/server-fields';
import { addressesSchemaFor } from '~/checkout/schemas';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = any;

/** What the shop's form components read of a field, and the props conform's helpers derive from it. */
function readings(meta: AnyField) {
  return {
    id: meta.id, name: meta.name, formId: meta.formId, errorId: meta.errorId, descriptionId: meta.descriptionId,
    initialValue: meta.initialValue, defaultValue: meta.defaultValue, defaultChecked: meta.defaultChecked, errors: meta.errors, valid: meta.valid,
    text: getInputProps(meta, { type: 'text', ariaDescribedBy: 'hint' }),
    radio: getInputProps(meta, { type: 'radio', value: 'COMPANY', ariaAttributes: false }),
    checkbox: getInputProps(meta, { type: 'checkbox' }),
    select: getSelectProps(meta),
    textarea: getTextareaProps(meta),
  };
}

type Options = { defaultValue?: Record<string, unknown>; lastResult?: SubmissionResult<string[]> };

/** conform's own field metadata in a server render, read as the components read it. */
function conformReadings(schema: z.ZodTypeAny, names: string[][], options: Options) {
  let result: unknown[] = [];
  function Form() {
    const [, fields] = useForm({ id: 'form', constraint: getZodConstraint(schema), defaultValue: options.defaultValue as never, lastResult: options.lastResult });
    result = names.map((path) => readings(path.slice(1).reduce((field: AnyField, key) => field.getFieldset()[key], (fields as AnyField)[path[0]])));
    return null;
  }
  renderToStaticMarkup(<Form />);
  return result;
}

function plainReadings(schema: z.ZodTypeAny, names: string[][], options: Options) {
  const fields = serverFields('form', getZodConstraint(schema), options) as AnyField;
  return names.map((path) => readings(path.slice(1).reduce((field: AnyField, key) => field.getFieldset()[key], fields[path[0]])));
}

const schema = z.object({
  email: z.string().email().max(254),
  clientType: z.enum(['PRIVATE', 'COMPANY']),
  quantity: z.number().min(1).max(1000),
  agree: z.boolean().optional(),
  note: z.string().min(2).optional(),
  billing: z.object({ firstName: z.string().max(40), zip: z.string().regex(/^\d{5}$/), street: z.string().optional() }),
});
const names = [['email'], ['clientType'], ['quantity'], ['agree'], ['note'], ['billing'], ['billing', 'firstName'], ['billing', 'zip'], ['billing', 'street'], ['missing']];

describe("the server's plain form fields (decision 110)", () => {
  it('give what conform gives for default values: strings, numbers, booleans, nested and empty ones', () => {
    const options = { defaultValue: { email: 'a@b.example', clientType: 'COMPANY', quantity: 3, agree: true, note: '', billing: { firstName: 'Eva', zip: '', street: null } } };
    const plain = plainReadings(schema, names, options);
    expect(plain).toEqual(conformReadings(schema, names, options));
    expect(plain[0]).toMatchObject({ id: 'form-email', text: { defaultValue: 'a@b.example', required: true, maxLength: 254 } });
  });

  it("give what conform gives for the server's answer: the values sent, each field's errors and the form's own", () => {
    const lastResult: SubmissionResult<string[]> = {
      status: 'error',
      initialValue: { email: 'not-an-address', clientType: 'PRIVATE', billing: { firstName: 'Eva', zip: '12' } },
      error: { '': ['formError'], email: ['emailInvalid'], 'billing.zip': ['zipInvalid'], note: null as never },
    };
    const options = { defaultValue: { email: 'old@b.example' }, lastResult };
    const plain = plainReadings(schema, names, options);
    expect(plain).toEqual(conformReadings(schema, names, options));
    expect(plain[0]).toMatchObject({ errors: ['emailInvalid'], text: { 'aria-invalid': true, 'aria-describedby': 'form-email-error hint', defaultValue: 'not-an-address' } });
    expect(plain[5]).toMatchObject({ valid: false });
  });

  it("give what conform gives for the checkout's address form with its real rules", () => {
    const addresses = addressesSchemaFor({ country: 'SK', streetNumberValidation: true, guest: true } as never);
    const fields = [['email'], ['clientType'], ['billingAddressId'], ['shippingType'], ['saveAddress'], ['makeDefault'],
      ...['firstName', 'lastName', 'company', 'department', 'streetName', 'streetNumber', 'postalCode', 'city', 'phone', 'vatNumber'].flatMap((name) => [['billing', name], ['shipping', name]])];
    for (const options of [
      { defaultValue: { email: '', clientType: 'PRIVATE', billing: { firstName: 'Eva', city: 'Bratislava' }, shippingType: 'SAME_AS_BILLING', saveAddress: 'on' } },
      { lastResult: { status: 'error', initialValue: { clientType: 'COMPANY', billing: { vatNumber: 'SK1' } }, error: { 'billing.vatNumber': ['checkout:vatNumberTooShort'], 'billing.firstName': ['required'] } } as SubmissionResult<string[]> },
    ]) {
      expect(plainReadings(addresses, fields, options)).toEqual(conformReadings(addresses, fields, options));
    }
  });
});

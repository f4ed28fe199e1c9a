// What the shop writes on its payment objects (spec §3 custom fields and transactions). Pure: builds commercetools
// update actions.
import type { Payment, PaymentUpdateAction, TransactionState, TransactionType } from '@commercetools/platform-sdk';
import { PAYMENT_FIELDS } from '~/commerce/custom-types';
import type { Amount } from '~/payments/checkout-api';
import type { PaymentOutcomeKind } from '~/payments/result-codes';

type PaymentField = (typeof PAYMENT_FIELDS)[keyof typeof PAYMENT_FIELDS];

/** Longest answer kept in a custom field (commercetools strings hold more; a provider answer is small). */
const MAX_FIELD_LENGTH = 20_000;

export function customFieldValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_FIELD_LENGTH ? text.slice(0, MAX_FIELD_LENGTH) : text;
}

/** Sets (or with undefined clears) custom fields of the payment. */
export function setFieldActions(fields: Partial<Record<PaymentField, unknown>>): PaymentUpdateAction[] {
  return Object.entries(fields).map(([name, value]) =>
    value === undefined ? { action: 'setCustomField', name } : { action: 'setCustomField', name, value: customFieldValue(value) },
  );
}

export function transactionStateOf(kind: PaymentOutcomeKind): TransactionState | null {
  switch (kind) {
    case 'authorised':
      return 'Success';
    case 'pending':
      return 'Pending';
    case 'failed':
      return 'Failure';
    case 'action':
      return null;
  }
}

/** Keyed by pspReference (the transaction's interactionId): added the first time, its state changed when it moved on;
 *  nothing for a replay. */
export function transactionActions(
  payment: Payment,
  transaction: { type: TransactionType; state: TransactionState; amount: Amount; pspReference: string; fractionDigits: number },
): PaymentUpdateAction[] {
  const existing = payment.transactions.find((t) => t.type === transaction.type && t.interactionId === transaction.pspReference);
  if (existing) {
    if (existing.state === transaction.state || existing.state === 'Success') return [];
    return [{ action: 'changeTransactionState', transactionId: existing.id, state: transaction.state }];
  }
  return [{
    action: 'addTransaction',
    transaction: {
      type: transaction.type,
      state: transaction.state,
      interactionId: transaction.pspReference,
      timestamp: new Date().toISOString(),
      amount: { currencyCode: transaction.amount.currency, centAmount: transaction.amount.value },
    },
  }];
}

export function fieldOf(payment: Pick<Payment, 'custom'>, name: PaymentField): string | undefined {
  const value = payment.custom?.fields?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function allocatedOrderNumberOf(payment: Pick<Payment, 'custom'>): string | undefined {
  return fieldOf(payment, PAYMENT_FIELDS.allocatedOrderNumber);
}

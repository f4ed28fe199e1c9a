// Turns the action's answer into what the page shows: which message, for which form and field.
import { readMessage, translateMessage } from '~/forms/messages';
import type { TFunction } from '~/i18n/translator';
import type { CartMessage } from '../view';

export type PageFeedback = {
  intent: string;
  lineId?: string;
  field?: string;
  message: CartMessage;
  /** The submitted values, to keep the shopper's input (conform's initialValue). */
  values: Record<string, unknown>;
};

/** The message's own text. */
export function errorMessage(t: TFunction, message: CartMessage): string {
  return translateMessage(t, message, 'errors.');
}

/** The message's text plus the hint that explains a limit (how many more fit, how long a code may be). */
export function messageText(t: TFunction, message: CartMessage, separator = '. '): string {
  const { key, values = {} } = readMessage(message);
  const text = t(`errors.${key}`, values);
  if (key === 'maxQuantity' && typeof values.max === 'number') return `${text}${separator}${t('errors.maxQuantityLine', values)}`;
  if (key === 'maxQuantity' && typeof values.allowed === 'number') return `${text}${separator}${t('errors.maxQuantityAdd', values)}`;
  return text;
}

/** Id of the element that shows a form's error, for aria-describedby and the summary's link. */
export function errorId(intent: string, lineId?: string): string {
  return `cart-error-${intent}${lineId ? `-${lineId}` : ''}`;
}

/** Id of the field a message points to, for the error summary's link; null when the form has no such field here. */
export function fieldId(intent: string, lineId?: string): string | null {
  if (intent === 'update-quantity') return lineId ? `quantity-${lineId}` : null;
  if (intent === 'apply-code') return 'discount-code';
  if (intent === 'add-guarantee') return lineId ? `guarantee-${lineId}` : null;
  return null;
}

export function feedbackFor(feedback: PageFeedback | null, intent: string, lineId?: string): PageFeedback | null {
  if (!feedback || feedback.intent !== intent) return null;
  if (lineId && feedback.lineId !== lineId) return null;
  return feedback;
}

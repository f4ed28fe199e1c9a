import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';

/** A plain POST that works without JavaScript (Remix enhances it and follows the 303). Server-side validation answers
 *  every case, so the browser's own is off; the token makes a double submit of this rendered form count once. */
export function CartForm({ intent, token, cartId, lineId, className, children }: {
  intent: string;
  /** Leave out for forms that set a value (repeating them is harmless and may be meant). */
  token?: string;
  cartId: string;
  lineId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action="/checkout/cart" className={className} noValidate preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="cartId" value={cartId} />
      {lineId ? <input type="hidden" name="lineId" value={lineId} /> : null}
      {token ? <input type="hidden" name="submissionId" value={`${token}:${intent}${lineId ? `:${lineId}` : ''}`} /> : null}
      {children}
    </Form>
  );
}

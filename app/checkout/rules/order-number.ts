/**
 * Spec §4: after an authentication redirect error the shopper is sent to the order page of an already ordered
 * cart; "order number is found after the URL marker '/order-number='". Reads it from a URL or path (the number
 * runs to the next '/', '?', '#' or '&').
 */
export const ORDER_NUMBER_MARKER = '/order-number=';

export function orderNumberAfterMarker(url: string): string | null {
  const at = url.indexOf(ORDER_NUMBER_MARKER);
  if (at < 0) return null;
  const rest = url.slice(at + ORDER_NUMBER_MARKER.length);
  const number = /^[A-Za-z0-9_-]{1,64}/.exec(decodeURIComponentSafe(rest))?.[0];
  return number ?? null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// The EU's VIES REST service confirms the German numbers the federal service will not (decision 041). Its answers
// are read as the federal service's error codes (valid 200, not valid 201, unavailable 999, too many requests 208),
// so the spec's verdict rules apply unchanged.
export const VIES_CHECK_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

const RETRYABLE: Readonly<Record<string, number>> = {
  SERVICE_UNAVAILABLE: 999,
  MS_UNAVAILABLE: 999,
  TIMEOUT: 999,
  GLOBAL_MAX_CONCURRENT_REQ: 208,
  GLOBAL_MAX_CONCURRENT_REQ_TIME: 208,
  MS_MAX_CONCURRENT_REQ: 208,
  MS_MAX_CONCURRENT_REQ_TIME: 208,
};

export interface ViesRequest {
  countryCode: string;
  vatNumber: string;
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

/** '(DE)123456789' style number split into the member state code (EL for Greece) and the national part. */
export function viesRequest(vatNumber: string, requester?: string): ViesRequest {
  const request: ViesRequest = { countryCode: vatNumber.slice(0, 2), vatNumber: vatNumber.slice(2) };
  if (requester && /^[A-Z]{2}/.test(requester)) {
    request.requesterMemberStateCode = requester.slice(0, 2);
    request.requesterNumber = requester.slice(2);
  }
  return request;
}

/** The federal service's code for a VIES answer (its JSON as text); anything unreadable is 999. */
export function viesCodeOf(status: number, body: string): number {
  let answer: { valid?: unknown; userError?: unknown; actionSucceed?: unknown; errorWrappers?: Array<{ error?: unknown }> };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return 999;
  }
  if (typeof answer !== 'object' || answer === null) return 999;
  const error = answer.errorWrappers?.[0]?.error ?? (answer.userError !== 'VALID' && answer.userError !== 'INVALID' ? answer.userError : undefined);
  if (typeof error === 'string') return RETRYABLE[error] ?? (error === 'INVALID_INPUT' || error === 'INVALID_REQUESTER_INFO' ? 201 : 999);
  if (status >= 400) return 999;
  if (answer.valid === true) return 200;
  if (answer.valid === false) return 201;
  return 999;
}

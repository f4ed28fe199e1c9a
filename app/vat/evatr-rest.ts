/** The federal service's REST statuses read as the XML interface's error codes, so the spec's verdict rules apply
 * unchanged. */
export const EVATR_REST_STATUS_CODES: Readonly<Record<string, number>> = {
  'evatr-0000': 200, // valid at the time of the request
  'evatr-0001': 221, // data-protection note not confirmed (a request the service refuses)
  'evatr-0002': 215, // a mandatory field is empty
  'evatr-0003': 216, // valid; the qualified request lacked fields
  'evatr-0004': 214, // the requesting German VAT id is malformed
  'evatr-0005': 209, // the requested VAT id is malformed
  'evatr-0006': 213, // not allowed to query a German VAT id
  'evatr-0007': 221, // faulty call
  'evatr-0008': 208, // too many qualified requests in this session: try again later
  'evatr-0011': 999, // service unavailable
  'evatr-0012': 210, // the requested VAT id fails its country's scheme
  'evatr-0013': 999,
  'evatr-1001': 999,
  'evatr-1002': 999,
  'evatr-1003': 999,
  'evatr-1004': 999,
  'evatr-2001': 201, // not assigned at the time of the request
  'evatr-2002': 203, // valid only from gueltigAb
  'evatr-2003': 212, // invalid country code
  'evatr-2004': 999,
  'evatr-2005': 206, // the requesting German VAT id is not valid
  'evatr-2006': 204, // was valid between gueltigAb and gueltigBis
  'evatr-2007': 205, // the member state's data could not be processed: try again
  'evatr-2008': 218, // valid; qualified confirmation not possible
  'evatr-2011': 999,
  'evatr-3011': 999,
};

/** The XML interface's code for a REST status; unknown or missing statuses are 999 (could not validate). */
export function legacyCodeOf(status: unknown): number {
  return typeof status === 'string' ? (EVATR_REST_STATUS_CODES[status] ?? 999) : 999;
}

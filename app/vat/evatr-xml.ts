import { VAT_DEFAULT_RESULT_CODE } from '~/markets/rules/vat';
import { decodeXmlText, escapeMarkup } from '~/lib/markup.server';
// The XML interface of the German federal VAT confirmation service: a `<params>` document of key/value pairs
// holding `ErrorCode` among others. Pure, so the client reads it and the local simulator writes it.

/** The keys the service answers, in its order. */
export const EVATR_KEYS = [
  'UstId_1', 'ErrorCode', 'UstId_2', 'Druck', 'Erg_PLZ', 'Ort', 'Datum', 'PLZ', 'Erg_Ort', 'Uhrzeit', 'Erg_Name', 'Gueltig_ab',
  'Gueltig_bis', 'Strasse', 'Firmenname', 'Erg_Str',
] as const;

/** Spec §5: "The response is XML from which an error code is read (default 999)." */

export function evatrRequestUrl(baseUrl: string, ownVatId: string, vatId: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('UstId_1', ownVatId);
  url.searchParams.set('UstId_2', vatId);
  for (const empty of ['Firmenname', 'Ort', 'PLZ', 'Strasse', 'Druck']) url.searchParams.set(empty, '');
  return url.toString();
}

const PAIR = /<param>\s*<value>\s*<array>\s*<data>\s*<value>\s*(?:<string>)?([^<]*)(?:<\/string>)?\s*<\/value>\s*<value>\s*(?:<string>)?([^<]*)(?:<\/string>)?\s*<\/value>\s*<\/data>\s*<\/array>\s*<\/value>\s*<\/param>/g;

/** The key/value pairs of an answer, and its ErrorCode (999 when missing or unreadable). */
export function parseEvatrXml(xml: string): { fields: Record<string, string>; errorCode: number } {
  const fields: Record<string, string> = {};
  for (const match of xml.matchAll(PAIR)) fields[decodeXmlText(match[1].trim())] = decodeXmlText(match[2].trim());
  const code = fields.ErrorCode?.trim();
  const errorCode = code && /^\d{3}$/.test(code) ? Number(code) : VAT_DEFAULT_RESULT_CODE;
  return { fields, errorCode };
}

/** An answer as the service writes it. */
export function evatrXml(fields: Partial<Record<(typeof EVATR_KEYS)[number], string>>): string {
  const params = EVATR_KEYS.map(
    (key) => `<param>\n<value><array><data>\n<value><string>${key}</string></value>\n<value><string>${escapeMarkup(fields[key] ?? '')}</string></value>\n</data></array></value>\n</param>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<params>\n${params}\n</params>\n`;
}

import type { LanguageCode } from '../codes';

/** Store texts keyed by language; a store carries the entries of its own languages. */
export type LocalizedStoreText = Readonly<Partial<Record<LanguageCode, string>>>;

/** Customer-service hours, Monday to Friday 8:00 to 17:00, written the way each language writes them. */
export const OPENING_HOURS_BY_LANGUAGE: Readonly<Record<LanguageCode, string>> = Object.freeze({
  bg: 'пон.–пет. 8:00–17:00',
  cs: 'Po–Pá 8:00–17:00',
  da: 'man.–fre. 8.00–17.00',
  de: 'Mo–Fr 8:00–17:00 Uhr',
  el: 'Δευ.–Παρ. 08:00–17:00',
  en: 'Mon–Fri 8am–5pm',
  es: 'lun.–vie. 8:00–17:00',
  fi: 'ma–pe 8.00–17.00',
  fr: 'lun.–ven. 8h00–17h00',
  hr: 'pon.–pet. 8:00–17:00',
  hu: 'H–P 8:00–17:00',
  it: 'lun–ven 8:00–17:00',
  lt: 'I–V 8:00–17:00',
  nb: 'man.–fre. 08.00–17.00',
  nl: 'ma–vr 8.00–17.00 uur',
  pl: 'pon.–pt. 8:00–17:00',
  pt: 'seg.–sex. 8h00–17h00',
  ro: 'L–V 8:00–17:00',
  sk: 'Po–Pi 8:00–17:00',
  sl: 'pon.–pet. 8.00–17.00',
  sv: 'mån–fre 08.00–17.00',
});

/** Title of the cash-on-delivery fee line, per language. */
export const COD_FEE_TITLE_BY_LANGUAGE: Readonly<Record<LanguageCode, string>> = Object.freeze({
  bg: 'Такса за наложен платеж',
  cs: 'Poplatek za dobírku',
  da: 'Gebyr for efterkrav',
  de: 'Nachnahmegebühr',
  el: 'Χρέωση αντικαταβολής',
  en: 'Cash on delivery fee',
  es: 'Recargo por contra reembolso',
  fi: 'Postiennakkomaksu',
  fr: 'Frais de paiement à la livraison',
  hr: 'Naknada za pouzeće',
  hu: 'Utánvételi díj',
  it: 'Supplemento contrassegno',
  lt: 'Išperkamosios siuntos mokestis',
  nb: 'Oppkravsgebyr',
  nl: 'Rembourskosten',
  pl: 'Opłata za pobranie',
  pt: 'Taxa de pagamento à cobrança',
  ro: 'Taxă ramburs',
  sk: 'Poplatok za dobierku',
  sl: 'Strošek plačila po povzetju',
  sv: 'Postförskottsavgift',
});

/** The entries of the given languages only. */
export function pickLanguages(texts: Readonly<Record<LanguageCode, string>>, languages: readonly LanguageCode[]): LocalizedStoreText {
  return Object.freeze(Object.fromEntries(languages.map((language) => [language, texts[language]])));
}

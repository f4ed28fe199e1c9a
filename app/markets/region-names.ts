// Country names in a locale ('Slovakia', 'Slovensko'). Building an Intl.DisplayNames costs more than a page's
// lookups with it (issue 25: the checkout's pages built one per request): one per locale serves them all.
const byLocale = new Map<string, Intl.DisplayNames>();

export function regionNames(locale: string): Intl.DisplayNames {
  let names = byLocale.get(locale);
  if (!names) byLocale.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names;
}

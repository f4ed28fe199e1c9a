// Country names in a locale ('Slovakia', 'Slovensko'). Building an Intl.DisplayNames costs more than a page's
// look-ups with it, so one per locale serves them all.
import { displayNames } from '~/cache/intl-formatters';

export function regionNames(locale: string): Intl.DisplayNames {
  return displayNames(locale, 'region');
}

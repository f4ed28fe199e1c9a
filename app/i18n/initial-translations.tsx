import { useTranslationBundles } from './react';
import type { Bundles } from './translator';

/**
 * The translations the server rendered with travel inside the document, so hydration needs no extra
 * round trip (a second request costs a second or more on 2G).
 */
const ELEMENT_ID = 'initial-translations';

export interface InitialTranslations {
  language: string;
  bundles: Bundles;
}

/** The server renders the same few sets of bundles again and again: each is serialised once. */
const serialised = new WeakMap<Bundles, string>();

export function InitialTranslationsScript() {
  const { language, bundles } = useTranslationBundles();
  // `<` escaped so no translation can close the script element.
  let json = serialised.get(bundles);
  if (json === undefined) serialised.set(bundles, (json = JSON.stringify({ language, bundles } satisfies InitialTranslations).replace(/</g, '\\u003c')));
  return <script id={ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

export function readInitialTranslations(): InitialTranslations {
  const element = document.getElementById(ELEMENT_ID);
  try {
    return JSON.parse(element?.textContent ?? '') as InitialTranslations;
  } catch {
    return { language: document.documentElement.lang || 'en', bundles: {} };
  }
}

import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { NAMESPACES, translationUrl } from '~/i18n/config';
import { readInitialTranslations } from '~/i18n/initial-translations';
import { TranslationProvider } from '~/i18n/react';
import type { Bundles } from '~/i18n/translator';

const initial = readInitialTranslations();
const bundles: Bundles = { ...initial.bundles };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslationProvider language={initial.language} bundles={bundles}>
        <RemixBrowser />
      </TranslationProvider>
    </StrictMode>,
  );
});

// Namespaces the first page did not need load once the browser is idle, so later client-side
// navigations find them (translation files load lazily per locale).
const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
idle(() => {
  for (const namespace of NAMESPACES) {
    if (bundles[namespace]) continue;
    fetch(translationUrl(initial.language, namespace))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((bundle: Bundles[string]) => {
        bundles[namespace] = bundle; // read by the translator on the next render
      })
      .catch((error) => console.warn(`Missing translations ${initial.language}/${namespace}`, error));
  }
});

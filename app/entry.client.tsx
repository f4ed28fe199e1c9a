import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptNumberStyle, numberFormat } from '~/cache/intl-formatters';
import { NAMESPACES } from '~/i18n/config';
import { loadNamespace, namespaceFailed } from '~/i18n/load-namespace';
import type { InitialTranslations } from '~/i18n/InitialTranslations';
import { TranslationProvider } from '~/i18n/react';
import type { Bundles } from '~/i18n/translator';
import { reloadOnChunkFailure } from '~/lib/chunk-reload';

reloadOnChunkFailure(window);

/** Read here only, with its id written out here, so no chunk is shared with root's for it (first-load budget). */
function readInitialTranslations(): InitialTranslations {
  try {
    return JSON.parse(document.getElementById('initial-translations')?.textContent ?? '') as InitialTranslations;
  } catch {
    return { language: document.documentElement.lang || 'en', namespaces: [] };
  }
}

const initial = readInitialTranslations();
const bundles: Bundles = {};
// Figures written as the server wrote them, whatever this engine's locale data (decision 172).
if (initial.numbers) adoptNumberStyle(initial.numbers);

// A page's first number format sets up the browser's number data, the longest single step of hydration on a slow
// phone: done in a task of its own while the translations load, not inside hydration's render.
setTimeout(() => numberFormat(initial.numbers?.locale ?? initial.language).format(1));

// Without the translation files hydration would not match the server's markup, so the page stays as served: every
// page works without JavaScript, which is better than a page of translation keys.
void Promise.all(initial.namespaces.map((namespace) => loadNamespace(initial.language, namespace, bundles))).then(() => {
  if (initial.namespaces.some((namespace) => namespaceFailed(initial.language, namespace))) return;
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
  whenIdle();
});

/** Escape and outside clicks for the header's menus, and the namespaces the first page did not need, so later
 * client-side navigations find them. */
function whenIdle() {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  idle(() => {
    import('~/components/dismiss-disclosures').then((module) => module.installDisclosureDismissal(), () => undefined);
    for (const namespace of NAMESPACES) {
      if (!bundles[namespace]) void loadNamespace(initial.language, namespace, bundles);
    }
  });
}


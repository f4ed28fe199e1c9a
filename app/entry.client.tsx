import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { NAMESPACES } from '~/i18n/config';
import { loadNamespace } from '~/i18n/load-namespace';
import { readInitialTranslations } from '~/i18n/initial-translations';
import { TranslationProvider } from '~/i18n/react';
import type { Bundles } from '~/i18n/translator';
import { shouldReloadForChunk } from '~/lib/chunk-reload';

// A lazy chunk that cannot be loaded (a deploy replaced it, the connection dropped): reload, at most twice.
window.addEventListener('vite:preloadError', (event) => {
  let reload = false;
  try {
    reload = shouldReloadForChunk(localStorage, Date.now());
  } catch {
    // No storage (private mode, blocked): no reload loop can be ruled out, so none.
  }
  if (!reload) return;
  event.preventDefault();
  window.location.reload();
});

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

// Once the browser is idle: Escape and outside clicks for the header's menus, and the namespaces the first
// page did not need, so later client-side navigations find them (translation files load lazily per locale).
const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
idle(() => {
  import('~/components/dismiss-disclosures').then((module) => module.installDisclosureDismissal(), () => undefined);
  for (const namespace of NAMESPACES) {
    if (!bundles[namespace]) void loadNamespace(initial.language, namespace, bundles);
  }
});

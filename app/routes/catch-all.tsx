import type { LoaderFunctionArgs } from '@remix-run/node';

/**
 * Categories (`/{slug}/`), products (`/{name}-{8 digits}/`), native `/c/` and `/p/`, and content pages.
 * Slugs resolve against the catalogue and the CMS (issue 4); anything unresolved is the spec's 404, whose
 * title and markup come from the layout's error boundary.
 */
export const handle = { i18n: ['common'], pageType: 'not-found' };

export async function loader(_args: LoaderFunctionArgs) {
  throw new Response('Not Found', { status: 404 });
}

export default function CatchAll() {
  return null;
}

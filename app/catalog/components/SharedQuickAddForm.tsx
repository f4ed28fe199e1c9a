import { Form } from '@remix-run/react';
import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { renderedSubmissionToken, useAddToCartTarget } from '~/cart/add-to-cart-target';
import type { IslandDataHolder, IslandName } from '~/islands/island-data';
import { useNonce, useRootData, useServerIslands } from '~/root-data';

type SharedQuickAdd = { formId: string; addedSku: string | null };

const SharedQuickAddContext = createContext<SharedQuickAdd | null>(null);

/** The grid's shared quick-add form a card's button names, or null when the card brings its own form. */
export function useSharedQuickAdd(): SharedQuickAdd | null {
  return useContext(SharedQuickAddContext);
}

/**
 * Whether the grid of `island` shares a quick-add form: only in the server's render of a document (the island's
 * data is the server's), and only where cards have a quick add (stores without checkout show a request-a-quote
 * link on each card instead, AddToCartForm).
 */
function useSharesForm(quickAdd: boolean): (holder: IslandDataHolder | null, island: IslandName) => boolean {
  const root = useRootData();
  const enabled = quickAdd && !(root && !root.store.checkoutEnabled);
  return (holder, island) => enabled && holder?.get(island) !== undefined;
}

/** What a grid's cards get: the shared form their buttons name, or null when each card brings its own form. */
function useGridForm(island: IslandName, quickAdd: boolean, formId: string): SharedQuickAdd | null {
  const holder = useServerIslands();
  const sharesForm = useSharesForm(quickAdd);
  const { addedSku } = useAddToCartTarget();
  return sharesForm(holder, island) ? { formId, addedSku } : null;
}

function SharedForm({ id, recommendationId }: { id: string; recommendationId?: string }) {
  const { action, returnTo } = useAddToCartTarget();
  const [token] = useState(renderedSubmissionToken(useNonce(), useId()));
  return (
    <Form id={id} method="post" action={action}>
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="submissionId" value={token} />
      {recommendationId ? <input type="hidden" name="recommendationId" value={recommendationId} /> : null}
    </Form>
  );
}

/**
 * One no-JS quick-add form for a whole grid, row or slider of cards in a document's island: each card's button
 * names it (`form`) and carries its SKU, instead of a ~300-byte form per card (issue 12 item 3). Only in the
 * server's render of a document (the island's data is the server's): cards rendered from data in the browser
 * have their own forms. With JavaScript the island's enhancer puts React's form in place of each button.
 * A page with several grids shares one form among them (`PageGrid` and `PageQuickAddForms`, below).
 */
export function SharedQuickAddForm({ island, quickAdd, recommendationId, children }: {
  island: IslandName;
  quickAdd: boolean;
  recommendationId?: string;
  /** The grid; the form follows it. */
  children: ReactNode;
}) {
  // Unique per page: one grid in its island (a listing).
  const shared = useGridForm(island, quickAdd, `add-${island}`);
  if (!shared) return children;
  return (
    <>
      <SharedQuickAddContext.Provider value={shared}>{children}</SharedQuickAddContext.Provider>
      <SharedForm id={shared.formId} recommendationId={recommendationId} />
    </>
  );
}

/** The page's shared quick-add form for grids in a recommendation section, or for all the others. */
const pageFormId = (recommendationId: string | undefined) => (recommendationId ? `add-cards-${recommendationId}` : 'add-cards');

/**
 * A grid of a page with several (the product page's rows, the home page's product groups): its cards' buttons
 * name the page's shared form (`PageQuickAddForms`) for its recommendation section, or the one for all others.
 */
export function PageGrid({ island, quickAdd, recommendationId, children }: {
  island: IslandName;
  quickAdd: boolean;
  recommendationId?: string;
  children: ReactNode;
}) {
  const shared = useGridForm(island, quickAdd, pageFormId(recommendationId));
  return shared ? <SharedQuickAddContext.Provider value={shared}>{children}</SharedQuickAddContext.Provider> : children;
}

const FORMS_ID = 'add-cards-forms';

/** Once the document is hydrated, a component mounted later is rendered in the browser: no server HTML to keep. */
let documentHydrated = false;

/**
 * The shared quick-add forms of a page's grids (`PageGrid`): one for those in no recommendation section and one
 * per recommendation section, rendered once, outside the islands (a button's `form` can name any form of the
 * document), so that a product page carries one or two instead of one per row. Only in a document's server
 * render, for the grids whose islands it has data for; the rows stream in after it. In the browser the
 * document's forms stay as the server rendered them (not hydrated: their tokens are the server's), and the
 * island's enhancer reads a button's recommendation id from the form it names.
 */
export function PageQuickAddForms({ grids, quickAdd }: { grids: readonly { island: IslandName; recommendationId?: string }[]; quickAdd: boolean }) {
  const holder = useServerIslands();
  const sharesForm = useSharesForm(quickAdd);
  const [documentForms] = useState(() =>
    documentHydrated || typeof document === 'undefined' ? null : (document.getElementById(FORMS_ID)?.innerHTML ?? null));
  useEffect(() => {
    documentHydrated = true;
  }, []);
  if (typeof document !== 'undefined') {
    return documentForms === null ? null : <div id={FORMS_ID} hidden dangerouslySetInnerHTML={{ __html: documentForms }} suppressHydrationWarning />;
  }
  const sections = [...new Set(grids.filter((grid) => sharesForm(holder, grid.island)).map((grid) => grid.recommendationId))];
  if (sections.length === 0) return null;
  return (
    <div id={FORMS_ID} hidden>
      {sections.map((recommendationId) => <SharedForm key={recommendationId ?? ''} id={pageFormId(recommendationId)} recommendationId={recommendationId} />)}
    </div>
  );
}

import { Form } from '@remix-run/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { newSubmissionToken, useAddToCartTarget } from '~/cart/add-to-cart-target';
import type { IslandName } from '~/islands/island-data';
import { useRootData, useServerIslandData } from '~/root-data';

type SharedQuickAdd = { formId: string; addedSku: string | null };

const SharedQuickAddContext = createContext<SharedQuickAdd | null>(null);

/** The grid's shared quick-add form a card's button names, or null when the card brings its own form. */
export function useSharedQuickAdd(): SharedQuickAdd | null {
  return useContext(SharedQuickAddContext);
}

/**
 * One no-JS quick-add form for a whole grid, row or slider of cards in a document's island: each card's button
 * names it (`form`) and carries its SKU, instead of a ~300-byte form per card (issue 12 item 3). Only in the
 * server's render of a document (the island's data is the server's): cards rendered from data in the browser
 * have their own forms. With JavaScript the island's enhancer puts React's form in place of each button.
 */
export function SharedQuickAddForm({ island, quickAdd, recommendationId, children }: {
  island: IslandName;
  quickAdd: boolean;
  recommendationId?: string;
  /** The grid; the form follows it. */
  children: ReactNode;
}) {
  const onDocument = useServerIslandData(island) !== undefined;
  const root = useRootData();
  const { action, returnTo, addedSku } = useAddToCartTarget();
  const [token] = useState(newSubmissionToken);
  // Stores without checkout show a request-a-quote link on each card instead (AddToCartForm).
  if (!onDocument || !quickAdd || (root && !root.store.checkoutEnabled)) return children;
  // Unique per page: several grids can share one (the product page's rows).
  const formId = `add-${island}`;
  return (
    <>
      <SharedQuickAddContext.Provider value={{ formId, addedSku }}>{children}</SharedQuickAddContext.Provider>
      <Form id={formId} method="post" action={action}>
        <input type="hidden" name="intent" value="add-to-cart" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="submissionId" value={token} />
        {recommendationId ? <input type="hidden" name="recommendationId" value={recommendationId} /> : null}
      </Form>
    </>
  );
}

// The server keeps whole documents of some routes, shared by every visitor who would see the same page or kept per
// cart for one shopper. It must know before the render (a shared render sees only the shopper's shared view), so a
// route says so in its handle.

/** The part of a route handle the server reads before the render. */
export interface SharedDocumentHandle {
  /** The route's documents depend only on the URL, host, language, render mode and the shopper's shared view. */
  sharedDocument?: boolean;
  /** The route's documents are the shopper's cart: kept per cart version for the same session. */
  cartDocument?: boolean;
}

/** How the server may keep a route's documents: shared by view, per cart version, or not at all. */
export type DocumentSharing = 'view' | 'cart' | undefined;

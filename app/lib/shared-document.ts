// The server keeps whole documents of some routes and serves them to every visitor who would see the same page
// (server/document-cache.ts, decisions 063 and 106). It must know before the render, since such a render sees only
// the shopper's shared view (app/shared-view.server.ts); a route says so in its handle.

/** The part of a route handle the server reads before the render. */
export interface SharedDocumentHandle {
  /** The route's documents depend only on the URL, host, language, render mode and the shopper's shared view. */
  sharedDocument?: boolean;
}

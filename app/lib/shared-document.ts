// A route cannot see the server's document cache (server/document-cache.ts), so it says in this response
// header that its document depends on nothing but the request's URL, host, language and render mode when
// the request carries no cookie: the same bytes for every first-time visitor and crawler. The server keeps
// such documents for a few seconds and drops the header (decision 063).

export const SHARED_DOCUMENT_HEADER = 'X-Shared-Document';

/** The header that marks a document as the same for every visitor without cookies. */
export const sharedDocumentHeaders = { [SHARED_DOCUMENT_HEADER]: '1' } as const;

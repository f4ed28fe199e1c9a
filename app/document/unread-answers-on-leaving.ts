/**
 * Part of the document's boot script (decision 162). When the shopper leaves the page (the address bar, back, a
 * plain link) while Remix is still reading a single-fetch answer (a fetcher's, the revalidation after an add to
 * cart), Firefox cuts the answer's stream, and turbo-stream's reader, which nobody awaits, rejects with
 * `TypeError: Error in input stream`. Forms whose answer is a page post as documents, so the page never starts
 * that race itself; a navigation the shopper starts cannot wait. This one rejection, and only once the page is
 * being left, is not an error of the shop: it is marked handled. Every other error still reaches the console.
 */
export const UNREAD_ANSWERS_ON_LEAVING_SCRIPT = `(function(){var leaving=false;
addEventListener('beforeunload',function(){leaving=true});addEventListener('pagehide',function(){leaving=true});addEventListener('pageshow',function(){leaving=false});
addEventListener('unhandledrejection',function(e){var r=e.reason;if(leaving&&r instanceof TypeError&&r.message==='Error in input stream')e.preventDefault()})})();`.replace(/\n/g, '');

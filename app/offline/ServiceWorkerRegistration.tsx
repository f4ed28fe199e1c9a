/**
 * Registers the store's service worker (decision 058) once the page has loaded, with the build's version in
 * its URL, then tells it what this page loaded (scripts, translations) and its language. Rendered only with
 * scripts: under Save-Data (or a 2G hint) the document has no script at all, so no worker is registered;
 * the script checks `saveData` too, for browsers that do not send the header.
 */
const REGISTER = `addEventListener('load',function(){var n=navigator,s=n.serviceWorker,m=window.__remixManifest;
if(!s||!m||(n.connection&&n.connection.saveData))return;
s.register('/sw.js?v='+encodeURIComponent(m.version)).then(function(){return s.ready}).then(function(r){
r.active&&r.active.postMessage({language:document.documentElement.lang,urls:performance.getEntriesByType('resource').map(function(e){return e.name})})}).catch(function(){})})`.replace(/\n/g, '');

/**
 * The script text goes out with the server's HTML only: hydration keeps a script's text as the server wrote it,
 * so the browser bundle leaves it out (`import.meta.env.SSR` is false there, and the text is dropped as dead code),
 * ~0.3 KB less first-load JavaScript.
 */
export function ServiceWorkerRegistration({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? REGISTER : '' }} />;
}

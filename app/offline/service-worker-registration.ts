/**
 * Registers the store's service worker (decision 058) once the page has loaded, with the build's version in
 * its URL, then tells it what this page loaded (scripts, translations) and its language. Part of the document's
 * boot script, so it is rendered only with scripts: under Save-Data (or a 2G hint) the document has no script at
 * all, so no worker is registered; the script checks `saveData` too, for browsers that do not send the header.
 */
export const REGISTER_SERVICE_WORKER_SCRIPT = `addEventListener('load',function(){var n=navigator,s=n.serviceWorker,m=window.__remixManifest;
if(!s||!m||(n.connection&&n.connection.saveData))return;
s.register('/sw.js?v='+encodeURIComponent(m.version)).then(function(){return s.ready}).then(function(r){
r.active&&r.active.postMessage({language:document.documentElement.lang,urls:performance.getEntriesByType('resource').map(function(e){return e.name})})}).catch(function(){})})`.replace(/\n/g, '');

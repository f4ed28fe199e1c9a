/** Part of the boot script, so a Save-Data or 2G document (no script at all) registers no worker; it checks
 * `saveData` too, for browsers that do not send the header. The build's version in the URL renews the worker. */
export const REGISTER_SERVICE_WORKER_SCRIPT = `addEventListener('load',function(){var n=navigator,s=n.serviceWorker,m=window.__remixManifest;
if(!s||!m||(n.connection&&n.connection.saveData))return;
s.register('/sw.js?v='+encodeURIComponent(m.version)).then(function(){return s.ready}).then(function(r){
r.active&&r.active.postMessage({language:document.documentElement.lang,urls:performance.getEntriesByType('resource').map(function(e){return e.name})})}).catch(function(){})})`.replace(/\n/g, '');

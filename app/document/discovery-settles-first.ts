/**
 * Part of the document's boot script (decision 163). Remix's lazy route discovery asks `/__manifest` for the routes
 * of the links a page shows, after hydration and after each client-side navigation. A navigation to a new document
 * (a plain link or form, a form that posts as a document) cancels that request, and Firefox rejects it: Remix
 * then logs "Failed to fetch manifest patches". Remix 2.17 has no option for it (only the `v3_lazyRouteDiscovery`
 * flag and `discover="none"` per link), so the page lets the look-ups it started settle first: it notes every
 * open `/__manifest` request, and a click or submit that the page's script left to the browser waits for them (at
 * most MAX_WAIT_MS), then goes on as the shopper asked. Clicks and posts that Remix handles itself are untouched.
 * The form it sends after the wait goes through at once, even if a look-up is still open (no second wait).
 * Once the page is being left (`beforeunload`), a new look-up starts only after MAX_WAIT_MS: by then the page is
 * gone, or the navigation did not happen (a download) and discovery goes on.
 */
const MAX_WAIT_MS = 3000;

export const DISCOVERY_SETTLES_FIRST_SCRIPT = `(function(){var open=new Set(),f=window.fetch,leavingUntil=0;if(!f)return;
addEventListener('beforeunload',function(){leavingUntil=Date.now()+${MAX_WAIT_MS}});addEventListener('pageshow',function(){leavingUntil=0});
window.fetch=function(input){var self=this,args=arguments,u=typeof input=='string'?input:input&&(input.url||input.href)||'';
if(String(u).indexOf('/__manifest?')<0)return f.apply(self,args);
if(Date.now()<leavingUntil)return new Promise(function(r){setTimeout(r,leavingUntil-Date.now())}).then(function(){return f.apply(self,args)});
var p=f.apply(self,args),s=p.then(function(){},function(){});open.add(s);s.then(function(){open.delete(s)});return p};
function settled(go){var t=new Promise(function(r){setTimeout(r,${MAX_WAIT_MS})});Promise.race([Promise.all(Array.from(open)),t]).then(go)}
var released=null;
addEventListener('submit',function(e){var form=e.target;if(released===form){released=null;return}if(e.defaultPrevented||!open.size||!(form instanceof HTMLFormElement)||(form.target&&form.target!='_self'))return;
var b=e.submitter;e.preventDefault();settled(function(){released=form;form.requestSubmit?form.requestSubmit(b&&b.form===form?b:undefined):form.submit()})});
addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[href]');
if(!a||e.defaultPrevented||!open.size||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||a.hasAttribute('download')||(a.target&&a.target!='_self'))return;
var to=new URL(a.href,location.href);if(to.href.split('#')[0]==location.href.split('#')[0])return;e.preventDefault();settled(function(){location.assign(to.href)})})})();`.replace(/\n/g, '');

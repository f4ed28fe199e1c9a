// Boot-script part (decision 163): a navigation to a new document cancels Remix's open `/__manifest` look-ups, which
// Firefox rejects and Remix logs. So a click or submit left to the browser waits for them (at most MAX_WAIT_MS), and
// once the page is being left no new look-up starts before that wait is over.
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

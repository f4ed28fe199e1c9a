// Boot-script part (decision 167): Firefox cancels Remix's own reads when the page is left and reports their cut
// streams as uncaught, even if the rejection is cancelled; such a failure is held while the page is being left.
const MAX_HOLD_MS = 10_000;

/** state — 0: the page stays; 1: it is being left (failures are held); 2: it is gone (held ones stay held). */
export const READS_CUT_BY_LEAVING_SCRIPT = `(function(){var f=window.fetch,state=0,held=[],timer=0;if(!f||!window.ReadableStream)return;
function deliver(){clearTimeout(timer);state=0;held.splice(0).forEach(function(fail){fail()})}
addEventListener('beforeunload',function(){state=1;clearTimeout(timer);timer=setTimeout(deliver,${MAX_HOLD_MS})});
addEventListener('pagehide',function(){clearTimeout(timer);state=2});addEventListener('pageshow',deliver);
function hold(e){if(!state||!(e instanceof TypeError))throw e;return new Promise(function(_,reject){held.push(function(){reject(e)})})}
function remix(u){var p=new URL(u,location.href).pathname;return p.slice(-5)=='.data'||p=='/__manifest'}
window.fetch=function(input){var u=typeof input=='string'?input:input&&(input.url||input.href)||'';var p=f.apply(this,arguments);
if(!remix(String(u)))return p;return p.then(function(r){if(!r.body||r.status==204||r.status==205)return r;var reader=r.body.getReader();
var body=new ReadableStream({pull:function(c){return reader.read().then(function(x){if(x.done)c.close();else c.enqueue(x.value)},hold).catch(function(e){c.error(e)})},cancel:function(why){return reader.cancel(why)}});
return new Response(body,{status:r.status,statusText:r.statusText,headers:r.headers})},hold)}})();`.replace(/\n/g, '');

import { createHash } from "node:crypto";

/**
 * The only scripts a storefront page runs, fixed text allowed by hash in the page's
 * Content-Security-Policy: even if stored content slipped a <script> past the sanitizer, the
 * browser would refuse to run it. They read what they need from data- attributes.
 */

/** Counts a product page view (POST /api/storefront/products/{id}/view); public pages only. */
export const VIEW_SCRIPT =
  "(function(){var id=document.body.getAttribute('data-product-id');" +
  "if(id&&window.fetch){fetch('/api/storefront/products/'+encodeURIComponent(id)+'/view',{method:'POST'}).catch(function(){});}})();";

/**
 * Sends contact forms as JSON and shows the server's field errors next to the fields; without
 * JavaScript the form still posts and the server redirects back with a notice.
 */
export const CONTACT_SCRIPT =
  "(function(){var forms=document.querySelectorAll('form.contact');" +
  "Array.prototype.forEach.call(forms,function(f){f.addEventListener('submit',function(e){" +
  "if(!window.fetch)return;e.preventDefault();var body={};" +
  "Array.prototype.forEach.call(f.elements,function(el){if(el.name)body[el.name]=el.value;});" +
  "Array.prototype.forEach.call(f.querySelectorAll('.err'),function(el){el.textContent='';});" +
  "var note=f.querySelector('.notice');var btn=f.querySelector('button');btn.disabled=true;" +
  "fetch(f.getAttribute('action'),{method:'POST',headers:{'content-type':'application/json','accept':'application/json'},body:JSON.stringify(body)})" +
  ".then(function(r){return r.json().then(function(j){return {ok:r.ok,j:j};});})" +
  ".then(function(res){btn.disabled=false;note.hidden=false;note.className=res.ok?'notice':'notice bad';" +
  "note.textContent=res.j&&res.j.message?res.j.message:'';if(res.ok){f.reset();return;}" +
  "var errs=(res.j&&res.j.errors)||{};Object.keys(errs).forEach(function(k){" +
  "var el=f.querySelector('[data-err=\"'+k+'\"]');if(el)el.textContent=errs[k];});})" +
  ".catch(function(){btn.disabled=false;note.hidden=false;note.className='notice bad';note.textContent=f.getAttribute('data-failed');});" +
  "});});})();";

/** Shows the entry modal once per visitor: closing it remembers its key in localStorage. */
export const ENTRY_MODAL_SCRIPT =
  "(function(){var m=document.getElementById('entry-modal');if(!m)return;var k=m.getAttribute('data-key');" +
  "try{if(window.localStorage.getItem(k))return;}catch(e){}m.hidden=false;" +
  "m.querySelector('[data-close]').addEventListener('click',function(){m.hidden=true;" +
  "try{window.localStorage.setItem(k,'1');}catch(e){}});})();";

/**
 * The product page's pickers: the chosen colour shows its pictures (a thumbnail shows its side
 * large), and the chosen colour and size set the posted variant, its price, its stock and whether
 * Add to cart can be pressed. The options come from the form's data-options attribute.
 */
export const PRODUCT_SCRIPT =
  "(function(){var f=document.querySelector('form[data-options]');if(!f)return;var d=document;" +
  "var opts=JSON.parse(f.getAttribute('data-options'));var hid=f.querySelector('[data-variant]');if(hid)hid.disabled=false;" +
  "var price=d.querySelector('[data-price]'),stock=d.querySelector('[data-stock]'),btn=f.querySelector('button[type=submit]')," +
  "name=f.querySelector('[data-colour-name]'),main=d.querySelector('[data-main]');" +
  "function each(l,fn){Array.prototype.forEach.call(l,fn);}" +
  "function val(n,dflt){var e=f.querySelector('input[name=\"'+n+'\"]:checked');return e?Number(e.value):dflt;}" +
  "function find(c,s,buy){for(var i=0;i<opts.length;i++){var o=opts[i];if(o[1]===c&&o[2]===s&&(!buy||o[5]))return o;}return null;}" +
  "function show(b){if(!main||!b)return;main.src=b.getAttribute('data-src');main.alt=b.getAttribute('data-alt');" +
  "each(d.querySelectorAll('.thumb'),function(t){t.setAttribute('aria-pressed',t===b?'true':'false');});}" +
  "function colour(){var c=val('colour',0);each(d.querySelectorAll('.thumbset'),function(t){t.hidden=Number(t.getAttribute('data-colour'))!==c;});" +
  "show(d.querySelector('.thumbset[data-colour=\"'+c+'\"] .thumb'));var r=f.querySelector('input[name=colour]:checked');" +
  "if(name&&r)name.textContent=r.getAttribute('data-name');var first=null,keep=false;" +
  "each(f.querySelectorAll('input[name=size]'),function(s){var ok=!!find(c,Number(s.value),true);s.disabled=!ok;" +
  "if(ok&&!first)first=s;if(ok&&s.checked)keep=true;});if(!keep&&first)first.checked=true;}" +
  "function update(){var o=find(val('colour',0),val('size',-1),false);if(hid)hid.value=o?o[0]:'';" +
  "if(o&&price)price.textContent=o[3];if(stock)stock.textContent=o?o[4]:'Out of stock';if(btn)btn.disabled=!(o&&o[5]);}" +
  "f.addEventListener('change',function(e){if(e.target&&e.target.name==='colour')colour();update();});" +
  "d.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('.thumb'):null;if(b)show(b);});" +
  "update();})();";

/**
 * The header's cart count on a cached page (the same for every visitor): read from the visitor's
 * cart cookie by GET {data-count-url}, which answers the number of pieces.
 */
export const CART_COUNT_SCRIPT =
  "(function(){var a=document.querySelector('[data-count-url]');if(!a||!window.fetch)return;" +
  "fetch(a.getAttribute('data-count-url'),{headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null;})" +
  ".then(function(j){if(!j||typeof j.count!=='number')return;var n=a.querySelector('[data-count]');" +
  "if(n)n.textContent=String(j.count);}).catch(function(){});})();";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

export const SCRIPT_HASHES = [
  hash(VIEW_SCRIPT),
  hash(CONTACT_SCRIPT),
  hash(ENTRY_MODAL_SCRIPT),
  hash(PRODUCT_SCRIPT),
  hash(CART_COUNT_SCRIPT),
].join(" ");

/**
 * Pictures may come from storage (same origin) or an absolute https URL stored by the editor.
 * Forms post to the store itself; `formOrigins` adds where a form's answer may redirect (the
 * payment provider's hosted checkout), since form-action is enforced on redirects too.
 */
export function storefrontCsp(formOrigins: readonly string[] = []): string {
  const formAction = ["'self'", ...formOrigins].join(" ");
  return (
    "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; " +
    `script-src ${SCRIPT_HASHES}; connect-src 'self'; form-action ${formAction}; base-uri 'none'; ` +
    "frame-ancestors 'self'"
  );
}

export const STOREFRONT_CSP = storefrontCsp();

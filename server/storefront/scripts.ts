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

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

export const SCRIPT_HASHES = [hash(VIEW_SCRIPT), hash(CONTACT_SCRIPT), hash(ENTRY_MODAL_SCRIPT)].join(" ");

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

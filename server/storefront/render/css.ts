/**
 * The storefront's one stylesheet, inlined so a page is a single request. Mobile first: the
 * 393 px preview shows one or two products a row whatever the section asks for on desktop.
 */
export const STOREFRONT_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff;line-height:1.5}
img{max-width:100%;height:auto;display:block}
a{color:inherit}
.wrap{max-width:1200px;margin:0 auto;padding:0 16px}
header.top{border-bottom:1px solid #e5e7eb;background:#fff}
header.top .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:12px;min-height:64px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.15rem;text-decoration:none}
.brand img{max-height:44px;width:auto}
nav.menu{display:flex;gap:4px 16px;order:3;flex:1 0 100%;overflow-x:auto;white-space:nowrap}
.cart-link{margin-left:auto}
nav.menu a{text-decoration:none;padding:6px 0;border-bottom:2px solid transparent}
nav.menu a[aria-current=page]{border-color:currentColor}
main{min-height:50vh}
.s{padding:32px 0;overflow:hidden}
.s h2{margin:0 0 16px;font-size:var(--mh,1.6rem);font-style:var(--fs,normal);font-weight:var(--fw,700)}
.s h3{font-size:var(--sh,1.2rem);font-style:var(--fs,normal);font-weight:var(--fw,700)}
.s p,.s .rich,.s .caption{font-size:var(--pf,1rem);font-style:var(--fs,normal)}
.s-banner{padding:0}
.s-banner img{width:100%;object-fit:cover;max-height:520px}
.s-banner .wrap img{max-height:420px}
.s-banner.pos-left .wrap img{margin-right:auto}
.s-banner.pos-center .wrap img{margin:0 auto}
.s-banner.pos-right .wrap img{margin-left:auto}
.s-banner .caption{padding:12px 16px;text-align:center;font-size:1.1rem}
.it{display:grid;gap:24px;align-items:center}
.it.text-image .it-img{order:2}
.rich>:first-child{margin-top:0}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(var(--m,2),minmax(0,1fr))}
.card a{text-decoration:none;display:block}
.card .ph{aspect-ratio:1/1;background:#f3f4f6;border-radius:8px;overflow:hidden;display:flex;align-items:center;justify-content:center}
.card .ph img{width:100%;height:100%;object-fit:cover}
.card .name{margin:8px 0 2px;font-weight:600}
.price{font-weight:700}
.swatches{display:flex;flex-wrap:wrap;gap:4px;margin-top:6px;padding:0;list-style:none}
.swatch{width:16px;height:16px;border-radius:50%;border:1px solid #d1d5db;display:inline-block}
.more{margin-top:16px}
.btn,button{display:inline-block;background:#1f2328;color:#fff;border:0;border-radius:6px;padding:10px 18px;font:inherit;cursor:pointer;text-decoration:none}
.tiles{display:flex;flex-wrap:wrap;gap:16px}
.tiles.justify-center{justify-content:center}.tiles.justify-end{justify-content:flex-end}.tiles.justify-between{justify-content:space-between}
.tile{flex:0 1 100%}
.tile img{border-radius:8px;width:100%;aspect-ratio:4/3;object-fit:cover}
.tile .t{margin-top:6px;font-weight:600}
.gallery{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr))}
.gallery img{width:100%;aspect-ratio:1/1;object-fit:cover;border-radius:6px}
form.contact{display:grid;gap:12px;max-width:640px}
form.contact label{display:grid;gap:4px;font-weight:600}
form.contact input,form.contact textarea{font:inherit;padding:9px 10px;border:1px solid #c4c9d0;border-radius:6px;width:100%}
form.contact .err{color:#b42318;font-weight:400;font-size:.9rem;min-height:0}
.notice{padding:10px 14px;border-radius:6px;background:#ecfdf3;color:#05603a}
.notice.bad{background:#fef3f2;color:#b42318}
.address{font-style:normal;margin-bottom:16px}
.product{display:grid;gap:16px;padding:16px 0}
.pgal{min-width:0}
.pmain img{width:100%;aspect-ratio:1/1;max-height:34vh;object-fit:contain;border-radius:8px;background:#f3f4f6}
.thumbs ul{list-style:none;margin:8px 0 0;padding:0;display:flex;gap:8px;overflow-x:auto}
.thumbs ul[hidden]{display:none}
.thumb{padding:0;background:#f3f4f6;border:2px solid transparent;border-radius:6px;width:56px;height:56px;overflow:hidden;flex:none}
.thumb[aria-pressed=true]{border-color:#1f2328}
.thumb img{width:100%;height:100%;object-fit:contain}
.pinfo h1{margin:0 0 4px;font-size:1.4rem;line-height:1.25}
.pinfo .price,.pinfo .stock{display:inline-block;margin:0 12px 6px 0}
.pinfo .price{font-size:1.3rem}
.pinfo .stock{color:#05603a;font-size:.95rem}
form.add-to-cart{display:grid;gap:8px;margin:4px 0 12px}
.pick{border:0;margin:0;padding:0;min-width:0}
.pick legend{padding:0;font-weight:600;margin-bottom:4px}
.picks{display:flex;flex-wrap:wrap;gap:6px}
.swatch-pick,.size-pick{position:relative;cursor:pointer}
.picks input{position:absolute;opacity:0;width:100%;height:100%;margin:0;cursor:pointer}
.swatch-pick .swatch{width:32px;height:32px;border:2px solid #d1d5db;display:block}
.swatch-pick input:checked+.swatch{outline:2px solid #1f2328;outline-offset:2px}
.size-pick span{display:block;min-width:44px;text-align:center;border:1px solid #c4c9d0;border-radius:6px;padding:4px 8px}
.size-pick input:checked+span{background:#1f2328;color:#fff;border-color:#1f2328}
.size-pick input:disabled+span{color:#8c959f;text-decoration:line-through;border-style:dashed}
.picks input:focus-visible+span{outline:2px solid #0969da;outline-offset:2px}
.buy{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:center}
.buy label{display:flex;align-items:center;gap:6px;font-weight:600;font-size:.9rem}
.buy input{font:inherit;padding:8px;border:1px solid #c4c9d0;border-radius:6px;width:72px}
.buy button:disabled{background:#8c959f;cursor:not-allowed}
.related,.companions{padding:16px 0}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.cart-link{text-decoration:none;font-weight:600;display:inline-flex;align-items:center;gap:6px;white-space:nowrap}
.cart-link .count{background:#1f2328;color:#fff;border-radius:999px;min-width:22px;padding:0 6px;text-align:center;font-size:.85rem}
.sizes{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0}
.sizes li{border:1px solid #d1d5db;border-radius:4px;padding:2px 8px}
.tiers{list-style:none;padding:10px 14px;margin:12px 0;border:1px solid #d1d5db;border-radius:6px;display:grid;gap:4px}
.empty{padding:48px 0;text-align:center;color:#57606a}
footer.bottom{border-top:1px solid #e5e7eb;margin-top:32px;padding:24px 0;color:#57606a;font-size:.9rem}
.preview-bar{background:#fff8c5;text-align:center;padding:6px;font-size:.9rem}
.announce{background:#1f2328;color:#fff;text-align:center;font-size:.95rem}
.announce p{margin:0;padding:8px 16px}
.announce a{text-decoration:underline}
.promo .wrap>a,.promo .wrap{display:block;text-decoration:none}
.promo img{width:100%;max-height:360px;object-fit:cover;border-radius:8px}
.foot-menu{display:flex;flex-wrap:wrap;gap:6px 16px;margin-bottom:8px}
.posts{list-style:none;margin:0;padding:0;display:grid;gap:24px}
.post-card a{text-decoration:none}
.post-card img,.post img{border-radius:8px;max-height:420px;width:100%;object-fit:cover}
.meta,.crumb{color:#57606a;font-size:.9rem}
.post{max-width:760px;margin:0 auto}
.faq{border-bottom:1px solid #e5e7eb;padding:12px 0}
.faq summary{cursor:pointer;font-weight:600}
.gallery figure{margin:0}
.gallery figcaption{font-size:.9rem;color:#57606a;margin-top:4px}
.page-title{margin:32px 0 0}
.em{position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;padding:16px;z-index:10}
.em[hidden]{display:none}
.em-box{background:#fff;border-radius:10px;padding:24px;max-width:480px;width:100%;text-align:center}
.em-box img{margin:0 auto 12px;max-height:240px;border-radius:6px}
@media (min-width:700px){
.grid{grid-template-columns:repeat(var(--d,3),minmax(0,1fr))}
.it{grid-template-columns:1fr 1fr}
.tile{flex-basis:calc((100% - (var(--d,3) - 1) * 16px) / var(--d,3))}
.gallery{grid-template-columns:repeat(4,minmax(0,1fr))}
.product{grid-template-columns:1fr 1fr;gap:32px;padding:32px 0}
.pmain img{max-height:none}
.thumb{width:72px;height:72px}
nav.menu{order:0;flex:0 1 auto;flex-wrap:wrap;margin-left:auto}
.cart-link{margin-left:0}
}
`.replace(/\n/g, "");

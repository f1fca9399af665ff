import type { CartNotice } from "../checkout/cart-notice.js";
import type { SiteExtras } from "../content.js";
import type { StoreProduct, StoreRow, ContactAddress } from "../load.js";

/** Everything one page render needs, loaded up front so rendering is pure string building. */
export interface RenderContext {
  store: StoreRow;
  /** "/store/<link>" */
  base: string;
  /** "" for the public store, "?preview=<token>" while previewing an unlaunched one. */
  query: string;
  preview: boolean;
  /** The page's path under the store ("/", "/about"), where a plain form post returns to. */
  path: string;
  publicUrl: string;
  /** Storage key or URL -> what an <img> loads (ctx.urls.url). */
  picture(key: string | null | undefined): string | null;
  /** Products of each products section, by section id. */
  products: ReadonlyMap<string, StoreProduct[]>;
  address: ContactAddress | null;
  /** The notice after a contact form posted without JavaScript. */
  contactStatus: "sent" | "error" | null;
  /** Why the add-to-cart form was just refused and what it had chosen (product pages). */
  cartNotice?: CartNotice | null;
  /** Menus, list links and live promotions (server/storefront/content.ts). */
  extras: SiteExtras;
  /**
   * Pieces in the visitor's cart, on a page rendered for this visitor only (cart, checkout);
   * unset on a cached page, where the header's script fills the count in.
   */
  cartCount?: number;
}

export const NO_EXTRAS: SiteExtras = {
  headerLinks: null,
  footerLinks: [],
  listLinks: [],
  categoryLinks: [],
  promotions: [],
};

/** A storefront path with the preview token carried along. */
export function href(rc: RenderContext, path: string): string {
  return `${rc.base}${path}${rc.query}`;
}

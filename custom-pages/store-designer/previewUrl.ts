import { storePreviewUrl } from "../../ui/stores/viewStore";
import type { DesignerPage } from "./types";

/**
 * The storefront address of a page with the preview token (the one preview address every
 * "View Store" builds); `version` makes every saved state a new address so the frame loads it
 * fresh (previews are never cached by the browser anyway).
 */
export function previewUrl(link: string, page: DesignerPage | null, token: string, version: number): string {
  const path = !page || page.type === "home" ? "/" : `/${encodeURIComponent(page.slug)}`;
  return storePreviewUrl(link, token, path, { v: String(version) });
}

import { STOREFRONT_PATH } from "../../domain/stores";
import type { DesignerPage } from "./types";

/**
 * The storefront address of a page with the preview token; `version` makes every saved state a
 * new address so the frame loads it fresh (previews are never cached by the browser anyway).
 */
export function previewUrl(link: string, page: DesignerPage | null, token: string, version: number): string {
  const path = !page || page.type === "home" ? "/" : `/${encodeURIComponent(page.slug)}`;
  const query = new URLSearchParams({ preview: token, v: String(version) });
  return `${STOREFRONT_PATH}/${encodeURIComponent(link)}${path}?${query}`;
}

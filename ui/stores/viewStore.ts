import { useQuery } from "@tanstack/react-query";
import type { PermissionType } from "../../domain/permissions";
import { STOREFRONT_PATH } from "../../domain/store-texts";
import { useAppDataProvider } from "../../providers/dataProvider";
import { publicUrl } from "./publicUrl";
import type { WebsiteRecord } from "../../domain/contracts/websites";

/** Tokens last two hours; a fresh one every hour keeps a long session's preview open. */
export const PREVIEW_TOKEN_REFRESH_MS = 60 * 60 * 1000;

/**
 * A store's preview token, one cache entry per store shared by every "View Store" and the
 * store designer's preview, so they open the same thing and ask for it once.
 */
export function usePreviewToken(websiteId: number | null, enabled = true) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["store-preview-token", websiteId],
    queryFn: () => dataProvider.storePreviewToken(websiteId ?? 0),
    enabled: enabled && websiteId !== null,
    retry: false,
    staleTime: PREVIEW_TOKEN_REFRESH_MS,
    refetchInterval: PREVIEW_TOKEN_REFRESH_MS,
  });
}

/**
 * A store page ("/" or "/{slug}") opened with a preview token; `extra` query values (the
 * designer's save version) make a new address the browser loads fresh.
 */
export function storePreviewUrl(
  link: string,
  token: string,
  path = "/",
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ preview: token, ...extra });
  return `${STOREFRONT_PATH}/${encodeURIComponent(link)}${path}?${query}`;
}

/** What "View Store" needs of a store: a store list row or the active store. */
export type ViewableStore = Pick<WebsiteRecord, "id" | "link" | "is_launched"> &
  Partial<Pick<WebsiteRecord, "linkToWebsite" | "domain">> & {
    /** The caller's rights in the store, where the row carries them. */
    permissions?: readonly PermissionType[];
  };

/** The server hands a preview token to whoever edits the store's design or settings. */
const mayPreview = (store: ViewableStore): boolean =>
  store.permissions === undefined ||
  store.permissions.includes("edit_design") ||
  store.permissions.includes("edit_settings");

export interface ViewStore {
  /** Where "View Store" goes; null while the preview token loads, or when there is nothing to open. */
  url: string | null;
  pending: boolean;
}

/**
 * The one "View Store" address. A launched store opens its public address; before launch (every
 * new store) the public address does not exist yet, so it opens the preview, as the store
 * designer's "Open the store" does. Callers who may not preview an unlaunched store get no link.
 * `enabled` false defers asking for the token (a closed menu).
 */
export function useViewStore(store: ViewableStore | null | undefined, enabled = true): ViewStore {
  const launched = !!store && Number(store.is_launched) === 1;
  const previewable = !!store && !launched && mayPreview(store);
  const token = usePreviewToken(store?.id ?? null, enabled && previewable);
  if (!store) return { url: null, pending: false };
  if (launched) return { url: publicUrl(store), pending: false };
  if (token.data) return { url: storePreviewUrl(store.link, token.data.token), pending: false };
  return { url: null, pending: previewable && !token.isError };
}

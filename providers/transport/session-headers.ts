import { getActiveWebsiteId } from "../activeWebsiteStore";
import { clearSession, getToken } from "../session";

/**
 * The headers every call to the API carries, whatever sends it (fetch, an upload, a download, a
 * CSV import): the bearer token, the active store, and JSON unless the caller asks otherwise.
 */
export function sessionHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const token = getToken();
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  const websiteId = getActiveWebsiteId();
  if (websiteId !== null) headers.set("X-Website-Id", String(websiteId));
  // The original client sends it; the server ignores it and grants nothing by it.
  headers.set("X-Admin", "1");
  return headers;
}

/** A session the server rejects (401) is over: forget it, so every screen sees the user as signed out. */
export function noteRejectedSession(status: number): void {
  if (status === 401) clearSession();
}

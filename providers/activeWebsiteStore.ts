import { readCookie, removeCookie, writeCookie } from "./cookies";

/**
 * The active store id (cookie `active_website`) as a tiny external
 * store: httpClient reads it synchronously for X-Website-Id, React subscribes to it.
 */

const COOKIE = "active_website";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

export function getActiveWebsiteId(): number | null {
  const raw = readCookie(COOKIE);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function storeActiveWebsiteId(id: number | null): void {
  if (id === getActiveWebsiteId()) return;
  if (id === null) removeCookie(COOKIE);
  else writeCookie(COOKIE, String(id), MAX_AGE_SECONDS);
  listeners.forEach((listener) => listener());
}

export function subscribeActiveWebsite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

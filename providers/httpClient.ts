import { fetchUtils, HttpError } from "react-admin";
import { getActiveWebsiteId } from "./activeWebsiteStore";
import { affectsProgress, emitProgressAffected } from "./progressEvents";
import { clearSession, getToken } from "./session";

/** Every call may take up to 20 minutes (large uploads and exports). */
export const REQUEST_TIMEOUT_MS = 1_200_000;

type Options = fetchUtils.Options & { signal?: AbortSignal | null };

function withTimeout(signal: AbortSignal | null | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("Request timed out", "TimeoutError")),
    REQUEST_TIMEOUT_MS,
  );
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forward);
    },
  };
}

function headersFor(options: Options): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const token = getToken();
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  const websiteId = getActiveWebsiteId();
  if (websiteId !== null) headers.set("X-Website-Id", String(websiteId));
  // The original client sends it; the server ignores it and grants nothing by it.
  headers.set("X-Admin", "1");
  return headers;
}

/** fetchUtils.fetchJson with the session and active-store headers, a timeout, and 401 handling. */
export async function httpClient(url: string, options: Options = {}) {
  const { signal, done } = withTimeout(options.signal);
  try {
    const response = await fetchUtils.fetchJson(url, { ...options, headers: headersFor(options), signal });
    if (affectsProgress(options.method ?? "GET", url)) emitProgressAffected();
    return response;
  } catch (error) {
    // A rejected session is over: forget it so every screen sees the user as signed out.
    if (error instanceof HttpError && error.status === 401) clearSession();
    throw error;
  } finally {
    done();
  }
}

/** JSON call to a non-BREAD endpoint; resolves with the parsed body. */
export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const { json } = await httpClient(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return json as T;
}

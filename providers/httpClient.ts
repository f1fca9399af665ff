import { fetchUtils, HttpError } from "react-admin";
import { affectsProgress, emitProgressAffected } from "./progressEvents";
import { noteRejectedSession, sessionHeaders } from "./transport/session-headers";
import { REQUEST_TIMEOUT_MS } from "./transport/xhr";

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

/** fetchUtils.fetchJson with the session and active-store headers, a timeout, and 401 handling. */
export async function httpClient(url: string, options: Options = {}) {
  const { signal, done } = withTimeout(options.signal);
  try {
    const response = await fetchUtils.fetchJson(url, {
      ...options,
      headers: sessionHeaders(options.headers),
      signal,
    });
    if (affectsProgress(options.method ?? "GET", url)) emitProgressAffected();
    return response;
  } catch (error) {
    if (error instanceof HttpError) noteRejectedSession(error.status);
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

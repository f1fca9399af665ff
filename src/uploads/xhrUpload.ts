import { HttpError } from "react-admin";
import type { ApiErrorBody } from "../../domain/api";
import { getActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { REQUEST_TIMEOUT_MS } from "../../providers/httpClient";
import { clearSession, getToken } from "../../providers/session";

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * A multipart POST that reports upload progress, which fetch cannot. Sends the same session and
 * active-store headers as httpClient and, like it, forgets a session the server rejects (401).
 * A failure rejects with react-admin's HttpError carrying the server's `{message, errors}` body,
 * so readFailure() reads it like any other call.
 */
export function xhrUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token !== null) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    const websiteId = getActiveWebsiteId();
    if (websiteId !== null) xhr.setRequestHeader("X-Website-Id", String(websiteId));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) clearSession();
      const message = (body as ApiErrorBody | null)?.message ?? xhr.statusText;
      reject(new HttpError(message, xhr.status, body));
    };
    // Every way an upload can end settles the promise, so no screen waits with its button off:
    // a connection the server closes mid-upload (it refused the body) is a network error.
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.onabort = () => reject(new Error("Upload aborted"));
    xhr.ontimeout = () => reject(new Error("Request timed out"));
    xhr.send(form);
  });
}

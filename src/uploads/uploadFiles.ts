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
 * Multipart POST of `files[0..n]` (plus plain fields) that reports upload progress, which fetch
 * cannot. Sends the same session and active-store headers as httpClient; a failure rejects with
 * react-admin's HttpError carrying the server's `{message, errors}` body and message.
 */
export function uploadFiles(
  url: string,
  files: File[],
  fields?: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<unknown> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) form.append(key, value);
  files.forEach((file, index) => form.append(`files[${index}]`, file, file.name));
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
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
        resolve(body);
        return;
      }
      if (xhr.status === 401) clearSession();
      const message = (body as ApiErrorBody | null)?.message ?? xhr.statusText;
      reject(new HttpError(message, xhr.status, body));
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.ontimeout = () => reject(new Error("Request timed out"));
    xhr.send(form);
  });
}

import { HttpError } from "react-admin";
import type { ApiErrorBody } from "../../domain/api";
import { noteRejectedSession, sessionHeaders } from "./session-headers";

/** Every call may take up to 20 minutes (large uploads and exports). */
export const REQUEST_TIMEOUT_MS = 1_200_000;

export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** "x-website-id" -> "X-Website-Id": Headers keeps names lower-case; they go out as written. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

/** An XMLHttpRequest POST to `path` with the session headers and the shared timeout. */
export function openPost(path: string): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  xhr.open("POST", path);
  xhr.timeout = REQUEST_TIMEOUT_MS;
  sessionHeaders().forEach((value, name) => xhr.setRequestHeader(headerName(name), value));
  return xhr;
}

/** The refusal of a finished request, as react-admin's HttpError with the server's body; a 401 ends the session. */
export function refusal(xhr: XMLHttpRequest): HttpError {
  noteRejectedSession(xhr.status);
  const body = parseJson(xhr.responseText);
  const message = (body as ApiErrorBody | null)?.message ?? xhr.statusText;
  return new HttpError(message, xhr.status, body);
}

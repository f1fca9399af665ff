import { HttpError } from "react-admin";
import { noteRejectedSession, sessionHeaders } from "./session-headers";

/** The file name the server gives in Content-Disposition, else `fallback`. */
function fileName(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? fallback;
}

/**
 * CSV responses are downloaded as files: the file is fetched with the session headers
 * (a plain link could not carry the bearer token) and handed to the browser as a download, under
 * the server's file name or else `fallbackName`. Failures reject with HttpError and the
 * `{message, errors}` body, like every other call. Resolves to the name the file was saved under.
 * With `body` the call is a JSON POST (the admin panel's exports take their filters that way).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: { body?: object } = {},
): Promise<string> {
  const headers = sessionHeaders({ Accept: "text/csv, application/json" });
  if (options.body) headers.set("Content-Type", "application/json");
  const response = await fetch(
    path,
    options.body ? { method: "POST", headers, body: JSON.stringify(options.body) } : { headers },
  );
  if (!response.ok) {
    noteRejectedSession(response.status);
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { message?: string } | null)?.message ?? response.statusText;
    throw new HttpError(message, response.status, body);
  }
  const name = fileName(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has handed the file to the browser by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

import { HttpError } from "react-admin";
import { getToken } from "../../providers/session";

/** The file name the server gives in Content-Disposition, else `fallback`. */
function fileName(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? fallback;
}

/**
 * The admin panel's CSV calls are POSTs (POST /api/export/users, POST /api/user-registered/report):
 * fetched with the session and handed to the browser as a file, under the server's name.
 * Failures reject with HttpError and the `{message, errors}` body, like every other call.
 */
export async function postDownload(path: string, body: object, fallbackName: string): Promise<string> {
  const headers = new Headers({ Accept: "text/csv, application/json", "Content-Type": "application/json" });
  const token = getToken();
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  if (!response.ok) {
    const failure: unknown = await response.json().catch(() => null);
    throw new HttpError(
      (failure as { message?: string } | null)?.message ?? response.statusText,
      response.status,
      failure,
    );
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

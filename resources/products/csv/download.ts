import { HttpError } from "react-admin";
import { getActiveWebsiteId } from "../../../providers/activeWebsiteStore";
import { getToken } from "../../../providers/session";

/** Spec §7 "CSV responses are downloaded as files": fetched with the session, saved by the browser. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const headers = new Headers({ Accept: "text/csv" });
  const token = getToken();
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  const websiteId = getActiveWebsiteId();
  if (websiteId !== null) headers.set("X-Website-Id", String(websiteId));
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new HttpError(body?.message ?? response.statusText, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

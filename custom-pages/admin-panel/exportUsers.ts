import { HttpError } from "react-admin";
import { getToken } from "../../providers/session";

/** POST /api/export/users answers a CSV: fetched with the session and handed to the browser as a file. */
export async function exportUsers(term: string): Promise<void> {
  const headers = new Headers({ Accept: "text/csv, application/json", "Content-Type": "application/json" });
  const token = getToken();
  if (token !== null) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch("/api/export/users", {
    method: "POST",
    headers,
    body: JSON.stringify(term ? { term } : {}),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new HttpError(
      (body as { message?: string } | null)?.message ?? response.statusText,
      response.status,
      body,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = "users.csv";
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

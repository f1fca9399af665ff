import { apiRequest } from "../../providers/httpClient";
import type { WebsiteDetail } from "./types";

/** PUT /api/websites/{id}/settings: any sections, saved together or not at all. */
export function saveSettings(websiteId: number, body: Record<string, unknown>) {
  return apiRequest<{ message: string; website: WebsiteDetail }>(`/api/websites/${websiteId}/settings`, {
    method: "PUT",
    body,
  });
}

/** Empty inputs are null on the wire (react-admin gives "" or undefined for a cleared input). */
export function orNull(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

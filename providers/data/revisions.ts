import type { RevertAnswer, RevisionList, RevisionRecord } from "../../domain/contracts/revisions";
import { apiRequest } from "../httpClient";

/** The records that keep revisions, by their API path: products, store pages, store settings. */
export type RevisedPath = "products" | "pages" | "websites";

/** A record's revisions: the list, one revision's snapshot, and the revert to one. */
export const revisionsActions = {
  recordRevisions: (path: RevisedPath, id: number) => apiRequest<RevisionList>(`/api/${path}/${id}/revisions`),
  recordRevision: (path: RevisedPath, id: number, revisionId: number) =>
    apiRequest<RevisionRecord>(`/api/${path}/${id}/revisions/${revisionId}`),
  revertToRevision: (path: RevisedPath, id: number, revisionId: number) =>
    apiRequest<RevertAnswer>(`/api/${path}/${id}/revisions/${revisionId}/revert`, { method: "POST" }),
};

import type { FilePrepRequest } from "../../domain/library";

/** One page of the library as the grid asks for it; the store is the active one (X-Website-Id). */
export interface ListParams {
  folderId: number | null;
  search: string;
  accept: "image" | "any";
  page: number;
  perPage: number;
}

/** The print team's queue (platform admins): every store's file preparation requests. */
export interface PrepPage {
  data: FilePrepRequest[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export const PREP_REQUESTS_PATH = "/api/library/file-prep-request";

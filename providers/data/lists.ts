import { apiRequest } from "../httpClient";
import { downloadFile } from "../transport/download";

export type ListQueryParams = Record<string, string | number | null | undefined>;

/** A query string of the params that hold a value: an empty filter is no filter. */
export function queryString(params: ListQueryParams): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== "" && value !== null && value !== undefined) q.set(name, String(value));
  }
  return q.toString();
}

/**
 * A list call's `sort` and `order` params for react-admin's sort, when the call knows the field;
 * none (the call's own order) otherwise.
 */
export function sortParams(
  sort: { field: string; order: string } | undefined,
  fields: readonly string[],
): { sort?: string; order?: "asc" | "desc" } {
  if (!sort || !fields.includes(sort.field)) return {};
  return { sort: sort.field, order: sort.order === "ASC" ? "asc" : "desc" };
}

/** The paged lists of the back office (users, invitations, gift cards...), read one page at a time. */
export const listsActions = {
  /** GET `path` with `params` (page, per_page and filters): one page of a paged list call. */
  listPage: <R>(path: string, params: ListQueryParams) => apiRequest<R>(`${path}?${queryString(params)}`),
};

/** What a list export covers: the list's sort and filter (a selection is an `id` filter). */
export interface ListExport {
  sort: { field: string; order: string };
  filter: Record<string, unknown>;
}

/**
 * Lists a spec endpoint answers (see the dataProvider's adapters) export through that endpoint's
 * own CSV, which takes the same filter: the company-wide order scope and fee columns are its rules.
 */
const OWN_EXPORTS: Record<string, string> = { Order: "/api/orders/export" };

/** Exports of lists, streamed by the server as CSV files. */
export const listExportActions = {
  /**
   * The whole filtered set in the list's order, saved as a file: GET /api/bread/{resource}/export,
   * or the list's own export. Resolves to the file's name.
   */
  exportList: (resource: string, { sort, filter }: ListExport) => {
    const own = OWN_EXPORTS[resource];
    const path = own
      ? `${own}?${queryString({ filter: JSON.stringify(filter) })}`
      : `/api/bread/${encodeURIComponent(resource)}/export?${queryString({
          sort: JSON.stringify([sort.field, sort.order]),
          filter: JSON.stringify(filter),
        })}`;
    return downloadFile(path, `${resource.toLowerCase()}.csv`);
  },
};

import { apiRequest } from "../httpClient";

export type ListQueryParams = Record<string, string | number | null | undefined>;

/** A query string of the params that hold a value: an empty filter is no filter. */
export function queryString(params: ListQueryParams): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== "" && value !== null && value !== undefined) q.set(name, String(value));
  }
  return q.toString();
}

/** The paged lists of the back office (users, invitations, gift cards...), read one page at a time. */
export const listsActions = {
  /** GET `path` with `params` (page, per_page and filters): one page of a paged list call. */
  listPage: <R>(path: string, params: ListQueryParams) => apiRequest<R>(`${path}?${queryString(params)}`),
};

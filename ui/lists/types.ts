/** One page of a server-paged list, as the API's paged routes answer it. */
export interface Page<T> {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  data: T[];
}

/** What a paged table needs of its query: the rows of this page and how many there are in all. */
export interface PageQuery<T> {
  data: { data: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  /** Given, a failed page offers a retry button. */
  refetch?: () => unknown;
}

import { Pagination } from "react-admin";
import { useCurrentUser } from "../useCurrentUser";

/** Page sizes; each user's default is their page_view. */
export const ROWS_PER_PAGE = [10, 15, 25, 50, 75, 100];
const FALLBACK_PER_PAGE = 25;

export function perPageFor(pageView: unknown): number {
  const value = Number(pageView);
  return ROWS_PER_PAGE.includes(value) ? value : FALLBACK_PER_PAGE;
}

export const ListPagination = () => <Pagination rowsPerPageOptions={ROWS_PER_PAGE} />;

/** <List> reads perPage once, so lists wait for `isPending` to end before mounting. */
export function useUserPerPage() {
  const { user, isPending } = useCurrentUser();
  return { perPage: perPageFor(user?.page_view), isPending };
}

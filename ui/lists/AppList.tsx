import { List, Loading, type ListProps, type RaRecord } from "react-admin";
import { ListLoadError } from "./ListLoadError";
import { ListPagination, useUserPerPage } from "./listPaging";

/**
 * react-admin's List with what every list of the app shares: the user's own page size (List reads
 * `perPage` once, so the list waits for the user before it mounts), the page-size choices, and a
 * load error with a retry. Any of them can still be set by the caller.
 */
export function AppList<R extends RaRecord = RaRecord>(props: ListProps<R>) {
  const { perPage, isPending } = useUserPerPage();
  if (isPending) return <Loading />;
  return <List<R> perPage={perPage} pagination={<ListPagination />} error={<ListLoadError />} {...props} />;
}

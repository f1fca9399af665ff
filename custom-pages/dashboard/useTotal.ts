import { useGetList } from "react-admin";

/** A count from the list endpoint: one row is fetched, `total` comes from Content-Range. */
export function useTotal(resource: string, filter: Record<string, unknown> = {}, enabled = true) {
  const { total, isPending, error } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, sort: { field: "id", order: "DESC" }, filter },
    { enabled },
  );
  return { total, isPending: enabled && isPending, error };
}

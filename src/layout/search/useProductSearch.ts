import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../providers/httpClient";
import { useErrorToast } from "../useErrorToast";

/** POST /api/search answer row: a product and the store it belongs to. */
export interface SearchResult {
  id: number;
  website_id: number;
  website_name: string;
  name: string;
  description: string | null;
  photo: string | null;
  url: string;
}

export function useProductSearch(term: string) {
  const query = useQuery({
    queryKey: ["product-search", term],
    queryFn: () => apiRequest<SearchResult[]>("/api/search", { body: { term } }),
    enabled: term !== "",
    staleTime: 30_000,
    retry: false,
  });
  useErrorToast(query.isError, query.errorUpdatedAt, "app.shell.search.error");
  return query;
}

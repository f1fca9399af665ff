import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import { SUPPORT_SEARCH_MIN } from "../../domain/support-search-terms";

/** Whether a term is long enough for the server to search it. */
export const searchable = (q: string) => q.trim().length >= SUPPORT_SEARCH_MIN;

/** The grouped hits for a term (not asked for a term the server would refuse as too short). */
export function useStoreSearch(q: string) {
  const dataProvider = useAppDataProvider();
  const term = q.trim();
  return useQuery({
    queryKey: ["store-search", term],
    queryFn: () => dataProvider.supportSearch(term),
    enabled: searchable(term),
    staleTime: 30_000,
    retry: false,
  });
}

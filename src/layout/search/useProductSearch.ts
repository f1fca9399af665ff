import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useErrorToast } from "../../../ui/useErrorToast";

export function useProductSearch(term: string) {
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: ["product-search", term],
    queryFn: () => dataProvider.searchProducts(term),
    enabled: term !== "",
    staleTime: 30_000,
    retry: false,
  });
  useErrorToast(query.isError, query.errorUpdatedAt, "app.shell.search.error");
  return query;
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { CategoryNode, CategoryScope } from "../../domain/contracts/categories";
import { useAppDataProvider } from "../../providers/dataProvider";

export const categoriesKey = (scope: CategoryScope) => ["catalogue-categories", scope] as const;

/** One tree (a store's or the platform's), with a way to replace it after a save or a move. */
export function useCategories(scope: CategoryScope | null) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: categoriesKey(scope ?? 0),
    queryFn: () => dataProvider.fetchCategories(scope ?? 0),
    enabled: scope !== null,
  });
  const replace = useCallback(
    (tree: CategoryNode[]) => {
      if (scope !== null) queryClient.setQueryData(categoriesKey(scope), tree);
    },
    [queryClient, scope],
  );
  const refresh = useCallback(
    () =>
      scope === null ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: categoriesKey(scope) }),
    [queryClient, scope],
  );
  return { ...query, tree: query.data ?? [], replace, refresh };
}

import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";

/** What each role can do; with a store id, also which roles the caller may give in that store. */
export function useRoleHelp(websiteId?: number, enabled = true) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["role-help", websiteId ?? null],
    queryFn: () => dataProvider.roleHelp(websiteId),
    enabled,
    // The texts are fixed per release; one fetch per session is enough.
    staleTime: Infinity,
    retry: 1,
  });
}

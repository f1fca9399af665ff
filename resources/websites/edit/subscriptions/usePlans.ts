import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../../providers/dataProvider";

/** GET /api/plans: every plan with its monthly price and limits. */
export function usePlans() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ["plans"],
    queryFn: () => dataProvider.storePlans(),
    staleTime: 10 * 60_000,
  });
}

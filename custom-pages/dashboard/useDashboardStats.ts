import { useEffect } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { useDashboardFilters } from "./DashboardFilters";

/**
 * The statistics for the current filters. The previous answer stays on screen while the next
 * one loads (cards dim instead of flashing skeletons); a failure shows the spec's toast.
 */
export function useDashboardStats() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const { days, storeIds, status } = useDashboardFilters();
  const query = useQuery({
    queryKey: ["dashboard-stats", days?.from ?? null, days?.to ?? null, [...storeIds].sort(), status],
    queryFn: () => dataProvider.dashboardStats(days, storeIds, status),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useEffect(() => {
    if (query.isError) notify("app.dashboard.load_error", { type: "error" });
  }, [query.isError, query.errorUpdatedAt, notify]);

  return query;
}

import { useEffect } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNotify } from "react-admin";
import { apiRequest } from "../../providers/httpClient";
import type { DateRange } from "../../domain/dashboard";
import { useDashboardFilters } from "./DashboardFilters";
import type { StatsResponse } from "./types";

/** GET /api/chart/stats query string: no from/to for "All", one filterWebsites[] per store. */
export function statsQuery(days: DateRange | null, storeIds: readonly number[], status: string): string {
  const params = new URLSearchParams();
  if (days) {
    params.set("from", days.from);
    params.set("to", days.to);
  }
  for (const id of storeIds) params.append("filterWebsites[]", String(id));
  if (status) params.set("status", status);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The statistics for the current filters. The previous answer stays on screen while the next
 * one loads (cards dim instead of flashing skeletons); a failure shows the spec's toast.
 */
export function useDashboardStats() {
  const notify = useNotify();
  const { days, storeIds, status } = useDashboardFilters();
  const query = useQuery({
    queryKey: ["dashboard-stats", days?.from ?? null, days?.to ?? null, [...storeIds].sort(), status],
    queryFn: () => apiRequest<StatsResponse>(`/api/chart/stats${statsQuery(days, storeIds, status)}`),
    placeholderData: keepPreviousData,
    retry: false,
  });

  useEffect(() => {
    if (query.isError) notify("app.dashboard.load_error", { type: "error" });
  }, [query.isError, query.errorUpdatedAt, notify]);

  return query;
}

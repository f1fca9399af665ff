import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../providers/httpClient";
import type { Plan } from "../types";

/** GET /api/plans: every plan with its monthly price and limits. */
export function usePlans() {
  return useQuery({
    queryKey: ["plans"],
    queryFn: () => apiRequest<Plan[]>("/api/plans"),
    staleTime: 10 * 60_000,
  });
}

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../providers/httpClient";
import { onProgressAffected } from "../../../providers/progressEvents";
import type { ProgressStep } from "../../../domain/progress";

/** GET /api/app_progress answer. */
export interface Progress {
  website_id: number | null;
  all_done: boolean;
  steps: ProgressStep[];
}

/** The store's onboarding steps, refetched whenever httpClient reports a write that may finish one. */
export function useProgress(websiteId: number) {
  const query = useQuery({
    queryKey: ["app_progress", websiteId],
    queryFn: () => apiRequest<Progress>(`/api/app_progress?website_id=${websiteId}`),
  });
  const { refetch } = query;
  useEffect(() => onProgressAffected(() => void refetch()), [refetch]);
  return query;
}

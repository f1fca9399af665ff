import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { onProgressAffected } from "../../../providers/progressEvents";

export type { Progress } from "../../../providers/data/shell";

/** The store's onboarding steps, refetched whenever a write that may finish one is reported. */
export function useProgress(websiteId: number) {
  const dataProvider = useAppDataProvider();
  const query = useQuery({
    queryKey: ["app_progress", websiteId],
    queryFn: () => dataProvider.storeProgress(websiteId),
  });
  const { refetch } = query;
  useEffect(() => onProgressAffected(() => void refetch()), [refetch]);
  return query;
}

import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { NOTIFICATIONS_KEY } from "../../../resources/notifications/api";

/** Header notifications: the unseen ones, polled every minute. */
export const POLL_MS = 60_000;
const BELL_SIZE = 8;

export function useUnseenNotifications() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "unseen"],
    queryFn: () => dataProvider.notifications({ unseen: true, perPage: BELL_SIZE }),
    refetchInterval: POLL_MS,
  });
}

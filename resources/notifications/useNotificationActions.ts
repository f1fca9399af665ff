import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { NOTIFICATIONS_KEY, type NotificationPage } from "./api";

/** Marking a notification seen: the unseen count drops at once, then the lists reload. */
export function useNotificationActions() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();

  const settle = (answer: { unseen: number }) => {
    queryClient.setQueriesData<NotificationPage>({ queryKey: NOTIFICATIONS_KEY }, (page) =>
      page ? { ...page, unseen: answer.unseen } : page,
    );
    return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  };
  const onError = () => notify("app.errors.unexpected", { type: "error" });

  const read = useMutation({
    mutationFn: (id: number) => dataProvider.markNotificationSeen(id),
    onSuccess: settle,
    onError,
  });
  const clear = useMutation({
    mutationFn: (id: number) => dataProvider.clearNotification(id),
    onSuccess: settle,
    onError,
  });
  const readAll = useMutation({
    mutationFn: () => dataProvider.markAllNotificationsSeen(),
    onSuccess: settle,
    onError,
  });
  return { read, clear, readAll };
}

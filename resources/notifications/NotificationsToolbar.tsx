import { Box, Button, Tab, Tabs } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import {
  LinkBase,
  SortButton,
  useCanAccess,
  useGetList,
  useListContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { ExportCsvButton } from "../../ui/lists/ExportCsvButton";
import { useNotificationActions } from "./useNotificationActions";

type NotificationFilter = "all" | "unseen";

/**
 * All / Unread tabs, the order (date, type or read, sorted by the server), the CSV export of the
 * tab's notifications, "mark all as read" (POST /api/notifications/clear) and, for admins, "Send". */
export const NotificationsToolbar = () => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const refresh = useRefresh();
  const { readAll } = useNotificationActions();
  const { filterValues, setFilters } = useListContext();
  const { canAccess: canSend } = useCanAccess({ resource: "Notification", action: "create" });
  // The unread count: one row asked, the total read from the answer.
  const { total: unseen = 0 } = useGetList("Notification", {
    filter: { seen: 0 },
    pagination: { page: 1, perPage: 1 },
  });
  const filter: NotificationFilter = filterValues.seen === 0 ? "unseen" : "all";

  const clearAll = () =>
    confirm({ content: "app.shell.notifications.clear_all_confirm" }).then(
      () => readAll.mutate(undefined, { onSuccess: refresh }),
      ignoreCanceled,
    );

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, flexWrap: "wrap" }}>
      <Tabs
        value={filter}
        onChange={(_, next: NotificationFilter) => setFilters(next === "unseen" ? { seen: 0 } : {})}
        // On a phone the tabs take their own line, so neither tab is pushed out of view.
        sx={{ flex: 1, flexBasis: { xs: "100%", sm: 0 } }}
      >
        <Tab value="all" label={translate("app.shell.notifications.all")} />
        <Tab value="unseen" label={`${translate("app.shell.notifications.unseen")} (${unseen})`} />
      </Tabs>
      <SortButton fields={["created_at", "type", "seen"]} />
      <ExportCsvButton />
      <Button startIcon={<DoneAllIcon />} onClick={clearAll} disabled={unseen === 0 || readAll.isPending}>
        {translate("app.shell.notifications.clear_all")}
      </Button>
      {canSend ? (
        <Button component={LinkBase} to="/Notification/create" variant="contained" startIcon={<AddIcon />}>
          {translate("app.shell.notifications.create")}
        </Button>
      ) : null}
    </Box>
  );
};

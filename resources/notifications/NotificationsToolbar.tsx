import { Box, Button, Tab, Tabs } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import { LinkBase, useTranslate } from "react-admin";
import { isAdminUser } from "../../providers/access";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useCurrentUser } from "../../ui/useCurrentUser";
import type { NotificationFilter } from "./useNotificationPage";
import { useNotificationActions } from "./useNotificationActions";

interface NotificationsToolbarProps {
  filter: NotificationFilter;
  onFilter: (filter: NotificationFilter) => void;
  unseen: number;
}

/** All / Unread tabs, "mark all as read" (POST /api/notifications/clear) and, for admins, "Send". */
export const NotificationsToolbar = ({ filter, onFilter, unseen }: NotificationsToolbarProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const { readAll } = useNotificationActions();
  const { user } = useCurrentUser();

  const clearAll = () =>
    confirm({ content: "app.shell.notifications.clear_all_confirm" }).then(
      () => readAll.mutate(),
      ignoreCanceled,
    );

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, flexWrap: "wrap" }}>
      <Tabs value={filter} onChange={(_, next: NotificationFilter) => onFilter(next)} sx={{ flex: 1 }}>
        <Tab value="all" label={translate("app.shell.notifications.all")} />
        <Tab value="unseen" label={`${translate("app.shell.notifications.unseen")} (${unseen})`} />
      </Tabs>
      <Button startIcon={<DoneAllIcon />} onClick={clearAll} disabled={unseen === 0 || readAll.isPending}>
        {translate("app.shell.notifications.clear_all")}
      </Button>
      {user && isAdminUser(user) ? (
        <Button component={LinkBase} to="/notifications/create" variant="contained" startIcon={<AddIcon />}>
          {translate("app.shell.notifications.create")}
        </Button>
      ) : null}
    </Box>
  );
};

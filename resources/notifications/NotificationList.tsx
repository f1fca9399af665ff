import { Box, Card, Divider, List as MuiList, Typography } from "@mui/material";
import { useListContext, useTranslate } from "react-admin";
import { BulkActions } from "../../ui/lists/BulkActions";
import { BulkBarRow } from "../../ui/lists/BulkBarRow";
import { AppList } from "../../ui/lists/AppList";
import type { NotificationRecord } from "./api";
import { NotificationRow } from "./NotificationRow";
import { NotificationsToolbar } from "./NotificationsToolbar";

const Rows = () => {
  const translate = useTranslate();
  const { data, isPending, filterValues } = useListContext<NotificationRecord>();
  if (isPending) return null;
  if (!data || data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: "center" }}>
        {translate(filterValues.seen === 0 ? "app.shell.bell.empty" : "app.shell.notifications.empty")}
      </Typography>
    );
  return (
    <MuiList disablePadding aria-label={translate("app.shell.page.notifications")}>
      {data.map((notification) => (
        <NotificationRow key={notification.id} notification={notification} />
      ))}
    </MuiList>
  );
};

/**
 * The user's notifications, newest first or in the chosen order, paged, all or only the unread,
 * with read and clear actions; chosen ones are exported or cleared together.
 */
const NotificationList = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <AppList
        resource="Notification"
        title={translate("app.shell.page.notifications")}
        sort={{ field: "created_at", order: "DESC" }}
        actions={false}
        empty={false}
        exporter={false}
        component={Card}
      >
        <NotificationsToolbar />
        <Divider />
        <BulkBarRow>
          <BulkActions />
        </BulkBarRow>
        <Rows />
      </AppList>
    </Box>
  );
};

export default NotificationList;

import { IconButton, ListItem, ListItemText, Tooltip } from "@mui/material";
import DoneIcon from "@mui/icons-material/Done";
import { useLocaleState, useTranslate } from "react-admin";
import { notificationText, type NotificationRecord } from "../../../resources/notifications/api";
import { timeAgo } from "../../../resources/notifications/timeAgo";
import { useNotificationActions } from "../../../resources/notifications/useNotificationActions";

export const BellItem = ({ notification }: { notification: NotificationRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { read } = useNotificationActions();
  const label = translate("app.shell.notifications.mark_read");

  return (
    <ListItem
      divider
      secondaryAction={
        <Tooltip title={label}>
          <IconButton
            edge="end"
            size="small"
            aria-label={label}
            disabled={read.isPending}
            onClick={() => read.mutate(notification.id)}
          >
            <DoneIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemText
        primary={notificationText(notification)}
        secondary={timeAgo(notification.created_at, locale)}
        slotProps={{ primary: { sx: { whiteSpace: "normal" } } }}
      />
    </ListItem>
  );
};

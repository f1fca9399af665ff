import { Box, Checkbox, IconButton, ListItem, ListItemText, Tooltip } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import DoneIcon from "@mui/icons-material/Done";
import { useListContext, useLocaleState, useRefresh, useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { notificationText, type NotificationRecord } from "./api";
import { timeAgo } from "./timeAgo";
import { useNotificationActions } from "./useNotificationActions";

/** One notification: its selection box (for the bulk actions), an unread dot, the text, when, and the read / clear actions. */
export const NotificationRow = ({ notification }: { notification: NotificationRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const confirm = useConfirm();
  const { read, clear } = useNotificationActions();
  const refresh = useRefresh();
  const { selectedIds, onToggleItem } = useListContext();
  const unseen = !notification.seen;

  const remove = () =>
    confirm().then(() => clear.mutate(notification.id, { onSuccess: refresh }), ignoreCanceled);

  return (
    <ListItem
      divider
      sx={{ bgcolor: unseen ? "rgba(79, 75, 224, 0.04)" : undefined, pr: 12 }}
      secondaryAction={
        <>
          {unseen ? (
            <Tooltip title={translate("app.shell.notifications.mark_read")}>
              <IconButton
                aria-label={translate("app.shell.notifications.mark_read")}
                onClick={() => read.mutate(notification.id, { onSuccess: refresh })}
              >
                <DoneIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title={translate("app.shell.notifications.clear")}>
            <IconButton edge="end" aria-label={translate("app.shell.notifications.clear")} onClick={remove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <Checkbox
        edge="start"
        size="small"
        checked={selectedIds.includes(notification.id)}
        onChange={() => onToggleItem(notification.id)}
        slotProps={{ input: { "aria-label": translate("ra.action.select_row") } }}
        sx={{ mr: 1 }}
      />
      <Box
        role="img"
        aria-label={translate(unseen ? "app.shell.notifications.unseen" : "app.shell.notifications.seen")}
        sx={{
          width: 8,
          height: 8,
          borderRadius: "50%",
          mr: 2,
          flexShrink: 0,
          bgcolor: unseen ? "primary.main" : "transparent",
        }}
      />
      <ListItemText
        primary={notificationText(notification)}
        secondary={timeAgo(notification.created_at, locale)}
        slotProps={{ primary: { fontWeight: unseen ? 600 : 400 } }}
      />
    </ListItem>
  );
};

import { useState } from "react";
import { Badge, IconButton, Popover, Tooltip } from "@mui/material";
import NotificationsIcon from "@mui/icons-material/NotificationsNone";
import { useTranslate } from "react-admin";
import { BellList } from "./BellList";
import { useUnseenNotifications } from "./useUnseenNotifications";

/** The top bar's bell: unseen count, and a list of the unseen ones to mark as read. */
export const NotificationBell = () => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useUnseenNotifications();
  const unseen = data?.unseen ?? 0;
  const label = translate("app.shell.bell.label", { smart_count: unseen });

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unseen} color="error" max={99} data-testid="bell-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: "calc(100vw - 32px)" } } }}
      >
        <BellList notifications={data?.data ?? []} unseen={unseen} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
};

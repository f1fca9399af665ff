import { Box, Button, Divider, List, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import type { NotificationRecord } from "../../../resources/notifications/api";
import { BellItem } from "./BellItem";

interface BellListProps {
  notifications: NotificationRecord[];
  unseen: number;
  onNavigate: () => void;
}

export const BellList = ({ notifications, unseen, onNavigate }: BellListProps) => {
  const translate = useTranslate();
  return (
    <Box role="region" aria-label={translate("app.shell.bell.title")}>
      <Box sx={{ display: "flex", alignItems: "center", px: 2, py: 1.5 }}>
        <Typography variant="subtitle1" fontWeight={700} sx={{ flex: 1 }}>
          {translate("app.shell.bell.title")}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>
          {translate("app.shell.bell.unseen", { smart_count: unseen })}
        </Typography>
        <Button size="small" component={LinkBase} to="/notifications" onClick={onNavigate}>
          {translate("app.shell.bell.all")}
        </Button>
      </Box>
      <Divider />
      {notifications.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: "center" }}>
          {translate("app.shell.bell.empty")}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 400, overflowY: "auto" }}>
          {notifications.map((notification) => (
            <BellItem key={notification.id} notification={notification} />
          ))}
        </List>
      )}
    </Box>
  );
};

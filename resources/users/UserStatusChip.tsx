import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { UserRecord } from "../../domain/contracts/users";

/** Active or deactivated. */
export const UserStatusChip = () => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <Chip
      size="small"
      color={user.deactivated_at ? "default" : "success"}
      label={translate(`app.admin.users.${user.deactivated_at ? "deactivated" : "active"}`)}
    />
  );
};

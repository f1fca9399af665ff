import { Box, Button } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { LoginAsButton } from "./LoginAsButton";
import { MarginField } from "./MarginField";
import type { UserRecord } from "../../domain/contracts/users";
import { useSetUserActive } from "./useSetUserActive";

/** A row's own actions: deactivate or activate the user, and "log in as"; they never open the row. */
export const UserRowActions = () => {
  const user = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { toggle } = useSetUserActive();
  if (!user) return null;
  const action = user.deactivated_at ? "activate" : "deactivate";
  const label = translate(`app.admin.users.${action}`);
  return (
    <Box sx={{ display: "flex" }} onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        color={user.deactivated_at ? "primary" : "error"}
        onClick={() => void toggle(user)}
        aria-label={`${label} ${user.name}`}
      >
        {label}
      </Button>
      <LoginAsButton user={user} />
    </Box>
  );
};

/** The production margin of a row, saved on its own; typing in it never opens the row. */
export const UserMarginCell = () => {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <MarginField key={`${user.id}-${user.production_margin}`} user={user} />
    </Box>
  );
};

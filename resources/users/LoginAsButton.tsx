import { useState } from "react";
import { useNavigate, useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { readFailure, useServerText } from "../../ui/useServerText";
import { ADMIN_ROLE_ID } from "../../domain/permissions";
import type { UserRecord } from "../../domain/contracts/users";

/**
 * "Log in as" a user: only a platform admin by role sees it, and only for an active user who is
 * no platform admin (the server refuses the rest). After a confirmation the server issues a
 * single-use login link and the admin's tab follows it, leaving the admin's own session.
 */
export const LoginAsButton = ({ user }: { user: UserRecord }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const serverText = useServerText();
  const { user: me } = useCurrentUser();
  const [pending, setPending] = useState(false);
  if (me?.role_id !== ADMIN_ROLE_ID || user.is_admin || user.deactivated_at) return null;

  const logInAs = async () => {
    setPending(true);
    try {
      const { etoken } = await dataProvider.adminLoginLink(user.id);
      navigate(`/login?etoken=${encodeURIComponent(etoken)}`);
    } catch (error) {
      notify(serverText(readFailure(error)), { type: "error" });
      setPending(false);
    }
  };

  const label = translate("app.admin.users.login_as");
  return (
    <Button
      size="small"
      disabled={pending}
      sx={{ whiteSpace: "nowrap" }}
      aria-label={`${label} ${user.name}`}
      onClick={() =>
        void confirm({
          title: "app.admin.users.login_as_title",
          content: "app.admin.users.confirm_login_as",
          translateOptions: { name: user.name },
        }).then(logInAs, ignoreCanceled)
      }
    >
      {label}
    </Button>
  );
};

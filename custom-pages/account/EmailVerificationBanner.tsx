import { useState } from "react";
import { Alert, Box, Button, IconButton } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { useTranslate } from "react-admin";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { useResendConfirmation } from "./useResendConfirmation";

const DISMISSED = "email-verification-dismissed";

function wasDismissed(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED) === String(userId);
  } catch {
    return false;
  }
}

/**
 * A signed-in user whose email_verified_at is empty sees this (no dialog
 * opens). Closing hides it for the browser session; after a resend both buttons are
 * disabled. The layout renders it above every page.
 */
export const EmailVerificationBanner = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { resend, pending, sent } = useResendConfirmation(user?.email);
  const [dismissed, setDismissed] = useState(false);
  if (!user || user.email_verified_at || dismissed || wasDismissed(user.id)) return null;

  const close = () => {
    try {
      window.sessionStorage.setItem(DISMISSED, String(user.id));
    } catch {
      // Private mode without storage: it stays closed until the next reload.
    }
    setDismissed(true);
  };

  return (
    <Box sx={{ pt: 2 }}>
      <Alert
        severity={sent ? "success" : "warning"}
        role="status"
        action={
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Button color="inherit" size="small" disabled={pending || sent} onClick={() => void resend()}>
              {translate("app.account.verification.resend")}
            </Button>
            <IconButton
              color="inherit"
              size="small"
              disabled={sent}
              aria-label={translate("app.account.verification.close")}
              onClick={close}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        }
      >
        {sent
          ? translate("app.account.verification.sent")
          : translate("app.account.verification.banner", { email: user.email })}
      </Alert>
    </Box>
  );
};

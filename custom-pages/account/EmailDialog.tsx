import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import type { SentEmail } from "./useEmails";

/**
 * One mail, as sent. HTML bodies are shown in a sandboxed frame (no scripts, no same-origin
 * access), so a mail's markup can never act inside the back office.
 */
export const EmailDialog = ({ email, onClose }: { email: SentEmail | null; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = email
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(
        new Date(email.created_at),
      )
    : "";

  return (
    <Dialog open={email !== null} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      {email ? (
        <>
          <DialogTitle sx={{ pb: 0.5 }}>{email.subject}</DialogTitle>
          <Box sx={{ px: 3, pb: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {translate("app.account.emails.to_line", { to: email.to, date: when })}
            </Typography>
          </Box>
          <DialogContent dividers sx={{ p: 0 }}>
            {email.html ? (
              <Box
                component="iframe"
                title={email.subject}
                sandbox=""
                srcDoc={email.html}
                sx={{ border: 0, width: "100%", height: "60vh", display: "block" }}
              />
            ) : (
              <Typography component="pre" sx={{ whiteSpace: "pre-wrap", fontFamily: "inherit", p: 3, m: 0 }}>
                {email.text}
              </Typography>
            )}
          </DialogContent>
        </>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{translate("app.account.emails.close")}</Button>
      </DialogActions>
    </Dialog>
  );
};

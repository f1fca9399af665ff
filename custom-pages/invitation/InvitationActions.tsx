import { Button, CircularProgress, Stack } from "@mui/material";
import { useTranslate } from "react-admin";

interface InvitationActionsProps {
  pending: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

export const InvitationActions = ({ pending, onAccept, onDecline }: InvitationActionsProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" size="large" fullWidth disabled={pending} onClick={onDecline}>
        {translate("app.shell.invitation.decline")}
      </Button>
      <Button variant="contained" size="large" fullWidth disabled={pending} onClick={onAccept}>
        {pending ? (
          <CircularProgress size={22} color="inherit" aria-label={translate("ra.message.loading")} />
        ) : (
          translate("app.shell.invitation.accept")
        )}
      </Button>
    </Stack>
  );
};

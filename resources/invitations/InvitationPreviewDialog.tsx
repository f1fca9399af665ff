import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import SendIcon from "@mui/icons-material/SendOutlined";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import type { Invitation } from "./types";
import { useApiCall } from "../../ui/useApiCall";
import { useInvitationsChanged } from "./useInvitations";

interface InvitationPreviewDialogProps {
  websiteId: number;
  invitation: Invitation;
  onClose: () => void;
}

/**
 * What a resend would mail (GET /api/resend/invitation/mail), read before sending it again; the
 * accept link is made only when the mail goes out, so the preview elides it.
 */
export const InvitationPreviewDialog = ({ websiteId, invitation, onClose }: InvitationPreviewDialogProps) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const call = useApiCall();
  const changed = useInvitationsChanged(websiteId);
  const [pending, setPending] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ["store-invitations", websiteId, "mail-preview", invitation.id],
    queryFn: () => dataProvider.storeInvitationMailPreview(invitation.id),
    // A missing invitation (deleted meanwhile) stays missing: say so at once.
    retry: false,
  });

  const send = async () => {
    setPending(true);
    const outcome = await call(() => dataProvider.resendStoreInvitation(invitation.id));
    setPending(false);
    if (!outcome.ok) return;
    void changed(outcome.result);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invitation-preview-title">
      <DialogTitle id="invitation-preview-title">{translate("app.team.preview.title")}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="text" />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : isError ? (
          <Alert severity="error">{translate("app.team.preview.failed")}</Alert>
        ) : (
          <>
            <Box component="dl" sx={{ m: 0, mb: 2, "& dd": { ml: 0, mb: 1 } }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate("app.team.preview.to")}
              </Typography>
              <Typography component="dd">{data.to}</Typography>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate("app.team.preview.subject")}
              </Typography>
              <Typography component="dd" fontWeight={600}>
                {data.subject}
              </Typography>
            </Box>
            <Box
              sx={{
                p: 2,
                borderRadius: 1,
                bgcolor: "action.hover",
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
                fontSize: "0.875rem",
              }}
            >
              {data.text}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate("app.team.preview.link_note")}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate("ra.action.close")}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => void send()}
          disabled={pending || isPending || isError}
        >
          {translate("app.team.preview.send")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

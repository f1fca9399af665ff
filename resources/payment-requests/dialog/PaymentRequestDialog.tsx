import { useTranslate } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import { RequestActions } from "../RequestActions";
import { RequestSummary } from "../RequestSummary";
import type { PaymentGroup, PaymentPage } from "../../../domain/contracts/payment-requests";

/** The waiting requests, oldest request first: those have waited longest for their payout. */
function waitingRequests(page: PaymentPage | undefined): PaymentGroup[] {
  return (page?.groups ?? [])
    .filter((g) => !g.done)
    .sort((a, b) => (a.requested_at ?? a.created_at).localeCompare(b.requested_at ?? b.created_at));
}

/**
 * Global dialog "payment request": the requests stores sent that are not done yet, each
 * with its store, totals and date, to settle (PUT /api/payments_request), download, or open on
 * /payments. Settling reloads the list (afterwards the data reloads).
 */
export const PaymentRequestDialog = ({
  open,
  onClose,
  query,
}: {
  open: boolean;
  onClose: () => void;
  query: UseQueryResult<PaymentPage>;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.money.payment_dialog.${key}`);
  const requests = waitingRequests(query.data);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="payment-request-dialog">
      <DialogTitle id="payment-request-dialog">{t("title")}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("intro")}
        </Typography>
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <Button onClick={() => void query.refetch()}>{translate("app.money.common.retry")}</Button>
            }
          >
            {translate("app.money.common.load_error")}
          </Alert>
        ) : query.isPending ? (
          <Stack spacing={1} data-testid="payment-dialog-loading">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : requests.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: "center" }} color="text.secondary">
            {t("empty")}
          </Typography>
        ) : (
          <List disablePadding>
            {requests.map((group) => (
              <ListItem
                key={group.hash}
                divider
                sx={{ display: "block", px: 0 }}
                data-testid="pending-request"
              >
                <RequestSummary group={group} withStore />
                <RequestActions group={group} onOpen={onClose} />
              </ListItem>
            ))}
          </List>
        )}
        {query.data && query.data.last_page > 1 ? (
          <Typography variant="caption" color="text.secondary">
            {t("more")}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to="/payments" onClick={onClose}>
          {t("all_payments")}
        </Button>
        <Button onClick={onClose}>{t("close")}</Button>
      </DialogActions>
    </Dialog>
  );
};

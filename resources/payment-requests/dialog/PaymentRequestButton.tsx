import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslate } from "react-admin";
import { useLocation } from "react-router-dom";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import RequestQuoteIcon from "@mui/icons-material/RequestQuoteOutlined";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { PAYMENT_REQUEST_PATH } from "../paths";
import { usePendingRequests } from "./usePendingRequests";

// The dialog (with the requests' summaries and actions) loads when it first opens, not with every
// page's first paint: most sessions never open it.
const PaymentRequestDialog = lazy(() =>
  import("./PaymentRequestDialog").then((m) => ({ default: m.PaymentRequestDialog })),
);

/** Per user and browser tab: the dialog opens by itself once, not on every page. */
const shownKey = (userId: number) => `payment-request-dialog-shown:${userId}`;

/**
 * Top bar, platform admins only: how many payment requests wait, and the payment request
 * dialog. It opens by itself once after sign-in when requests wait (not over /payments); the
 * button reopens it.
 */
export const PaymentRequestButton = () => {
  const { user } = useCurrentUser();
  const isAdmin = user?.is_admin === true;
  const query = usePendingRequests(isAdmin);
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const translate = useTranslate();
  // On the payments list the requests are the page itself; a dialog on top would only hide them.
  const pathname = useLocation().pathname;
  const onPayments = pathname === "/payments" || pathname === PAYMENT_REQUEST_PATH;
  const waiting = (query.data?.groups ?? []).filter((g) => !g.done).length;

  useEffect(() => {
    if (!isAdmin || user === undefined || waiting === 0 || onPayments) return;
    if (window.sessionStorage.getItem(shownKey(user.id)) !== null) return;
    window.sessionStorage.setItem(shownKey(user.id), "1");
    setOpen(true);
  }, [isAdmin, user, waiting, onPayments]);

  if (!isAdmin) return null;
  const label = translate("app.money.payment_dialog.open");
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={waiting > 0 ? `${label}: ${waiting}` : label}
          onClick={() => setOpen(true)}
        >
          <Badge badgeContent={waiting} color="warning" max={99} data-testid="payment-request-count">
            <RequestQuoteIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {opened ? (
        <Suspense fallback={null}>
          <PaymentRequestDialog open={open} onClose={() => setOpen(false)} query={query} />
        </Suspense>
      ) : null}
    </>
  );
};

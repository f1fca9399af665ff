import { Link as RouterLink } from "react-router-dom";
import { useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useCurrentUser } from "../../ui/useCurrentUser";
import type { PaymentGroup } from "../../domain/contracts/payment-requests";
import { useRequestActions } from "./useRequestActions";

/**
 * A request's buttons: its report, send again while it waits (store staff), settle it (admins), and open
 * /payments on just this request (left out where that is already the view).
 */
export const RequestActions = ({
  group,
  showOpen = true,
  onOpen,
}: {
  group: PaymentGroup;
  showOpen?: boolean;
  onOpen?: () => void;
}) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { report, resend, markDone } = useRequestActions();
  const t = (key: string) => translate(`app.money.payments.${key}`);
  const name = (key: string) => `${t(key)} ${group.hash.slice(0, 8)}`;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
      <Button size="small" onClick={() => void report(group.first_id)} aria-label={name("report")}>
        {t("report")}
      </Button>
      {/* A reminder is mailed to the admins, so only the store's side sends one. */}
      {user?.is_admin || group.done ? null : (
        <Button size="small" onClick={() => void resend(group.first_id)} aria-label={name("resend")}>
          {t("resend")}
        </Button>
      )}
      {user?.is_admin && !group.done ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void markDone(group)}
          aria-label={name("mark_done")}
        >
          {t("mark_done")}
        </Button>
      ) : null}
      {showOpen ? (
        <Button
          size="small"
          component={RouterLink}
          to={`/payments?hash=${encodeURIComponent(group.hash)}`}
          onClick={onOpen}
          aria-label={name("open_request")}
        >
          {t("open_request")}
        </Button>
      ) : null}
    </Stack>
  );
};

import { useRecordContext, useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { RequestLink } from "./RequestLink";
import type { PaymentRow } from "../../domain/contracts/payment-requests";

/** The row's order, and whether it was canceled or deleted (its payment is then not owed). */
export const PaymentOrderField = () => {
  const row = useRecordContext<PaymentRow>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <span>#{row.order_id}</span>
      {row.order_deleted ? (
        <Chip
          size="small"
          variant="outlined"
          color="error"
          label={translate("app.money.payments.order_deleted")}
        />
      ) : row.order_status === "canceled" ? (
        <Chip
          size="small"
          variant="outlined"
          color="error"
          label={translate("app.money.payments.order_canceled")}
        />
      ) : null}
    </Stack>
  );
};

/**
 * The buyer's e-mail on one line, cut with an ellipsis (the whole address in its tooltip):
 * wrapped letter by letter it made every row five lines tall.
 */
export const PaymentEmailField = () => {
  const row = useRecordContext<PaymentRow>();
  if (!row) return null;
  return (
    <Box
      title={row.email}
      sx={{ maxWidth: 180, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
    >
      {row.email}
    </Box>
  );
};

/** The request link a row carries (the one mailed to the admins), or a dash. */
export const PaymentLinkField = () => {
  const row = useRecordContext<PaymentRow>();
  const translate = useTranslate();
  if (!row) return null;
  return row.link ? <RequestLink href={row.link} label={translate("app.money.payments.open_link")} /> : "—";
};

/** A 0/1 flag: a coloured Yes, or a plain No. */
export const PaymentFlag = ({ value, color }: { value: number; color: "primary" | "success" }) => {
  const translate = useTranslate();
  return value ? (
    <Chip size="small" color={color} label={translate("app.money.common.yes")} />
  ) : (
    translate("app.money.common.no")
  );
};

import { useRecordContext, useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { RequestLink } from "./RequestLink";
import { OneLine } from "../../ui/OneLine";
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

/** The buyer's e-mail on one line. */
export const PaymentEmailField = () => {
  const row = useRecordContext<PaymentRow>();
  if (!row) return null;
  return <OneLine text={row.email} maxWidth={130} />;
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

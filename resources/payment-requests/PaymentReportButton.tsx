import { useRecordContext, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import type { PaymentRow } from "../../domain/contracts/payment-requests";
import { useRequestActions } from "./useRequestActions";

/** A row's CSV report: its request's rows with totals, or the row alone. */
export const PaymentReportButton = () => {
  const row = useRecordContext<PaymentRow>();
  const translate = useTranslate();
  const { report } = useRequestActions();
  if (!row) return null;
  const label = translate("app.money.payments.report");
  return (
    <Button
      size="small"
      onClick={(event) => {
        // The row itself does nothing on click; the button only downloads.
        event.stopPropagation();
        void report(row.id);
      }}
      aria-label={`${label} ${row.id}`}
    >
      {label}
    </Button>
  );
};

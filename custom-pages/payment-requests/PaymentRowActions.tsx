import { useNotify, useTranslate } from "react-admin";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { apiRequest } from "../../providers/httpClient";
import { downloadFile } from "../../src/download";
import { readFailure, useServerText } from "../../src/useServerText";
import type { PaymentRow } from "./types";
import { usePaymentsChanged } from "./usePaymentRequests";

/** Per row: the request's report, and resend for rows already requested. */
export const PaymentRowActions = ({ row }: { row: PaymentRow }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const changed = usePaymentsChanged();
  const fail = (error: unknown) => notify(serverText(readFailure(error).message), { type: "error" });

  const resend = async () => {
    try {
      await apiRequest(`/api/resend/payment/request/${row.id}`, { method: "POST", body: {} });
      notify("app.money.payments.resent", { type: "success" });
      await changed();
    } catch (error) {
      fail(error);
    }
  };
  const report = () =>
    downloadFile(`/api/download/report/${row.id}`, `payment-report-${row.id}.csv`).catch(fail);

  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        onClick={() => void report()}
        aria-label={`${translate("app.money.payments.report")} ${row.id}`}
      >
        {translate("app.money.payments.report")}
      </Button>
      {row.is_request && !row.done ? (
        <Button
          size="small"
          onClick={() => void resend()}
          aria-label={`${translate("app.money.payments.resend")} ${row.id}`}
        >
          {translate("app.money.payments.resend")}
        </Button>
      ) : null}
    </Stack>
  );
};

import { useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { downloadFile } from "../../providers/transport/download";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { PaymentGroup } from "../../domain/contracts/payment-requests";
import { usePaymentsChanged } from "./usePaymentsChanged";

/**
 * What can be done with one request or row: its CSV report, sending it to the admins again, and
 * (admins) settling the whole request by its hash after a confirmation. Every write reloads the
 * payments lists; failures say the server's message.
 */
export function useRequestActions() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = usePaymentsChanged();
  const fail = (error: unknown) => notify(serverText(readFailure(error)), { type: "error" });

  const report = (paymentId: number) =>
    downloadFile(`/api/download/report/${paymentId}`, `payment-report-${paymentId}.csv`).catch(fail);

  const resend = async (paymentId: number) => {
    try {
      await dataProvider.resendPaymentRequest(paymentId);
      notify("app.money.payments.resent", { type: "success" });
      await changed();
    } catch (error) {
      fail(error);
    }
  };

  const markDone = (group: Pick<PaymentGroup, "hash" | "count">) =>
    confirm({
      content: "app.money.payments.confirm_mark_done",
      translateOptions: { smart_count: group.count },
    }).then(async () => {
      try {
        await dataProvider.markPaymentRequestDone(group.hash);
        notify("app.money.payments.marked_done", { type: "success" });
        await changed();
      } catch (error) {
        fail(error);
      }
    }, ignoreCanceled);

  return { report, resend, markDone };
}

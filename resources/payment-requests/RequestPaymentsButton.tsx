import { Button, useCreate, useListContext, useNotify, useTranslate } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { PaymentRow } from "../../domain/contracts/payment-requests";
import { PAYMENT_REQUEST_RESOURCE, usePaymentsChanged } from "./usePaymentsChanged";

/**
 * The chosen rows become one payment request after a confirmation: a create of the PaymentRequest
 * Resource (the server's request rules: rows of one store, neither requested nor done, of a live
 * order), which mails the platform admins. The rows' store is named, as a request holds one store.
 */
export const RequestPaymentsButton = () => {
  const { selectedIds, data = [], onUnselectItems } = useListContext<PaymentRow>();
  const [create, { isPending }] = useCreate();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const changed = usePaymentsChanged();
  const ids = selectedIds.map(Number);
  const store = data.find((row) => ids.includes(row.id))?.website_id;

  const request = () =>
    confirm({
      content: "app.money.payments.confirm_request",
      translateOptions: { smart_count: ids.length },
    }).then(async () => {
      try {
        await create(PAYMENT_REQUEST_RESOURCE, { data: { ids, website_id: store } }, { returnPromise: true });
        notify("app.money.payments.requested", { type: "success" });
        onUnselectItems();
        await changed();
      } catch (error) {
        notify(serverText(readFailure(error)), { type: "error" });
      }
    }, ignoreCanceled);

  return (
    <Button
      variant="contained"
      disabled={ids.length === 0 || isPending}
      onClick={() => void request()}
      label={translate("app.money.payments.request", { smart_count: ids.length })}
    />
  );
};

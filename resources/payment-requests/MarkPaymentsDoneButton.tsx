import { useMutation } from "@tanstack/react-query";
import { Button, useListContext, useNotify } from "react-admin";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import { usePaymentsChanged } from "./usePaymentsChanged";

/** Platform admins: the chosen rows are settled (PUT /api/payments_request with their ids). */
export const MarkPaymentsDoneButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const serverText = useServerText();
  const changed = usePaymentsChanged();
  const { mutate, isPending } = useMutation({
    mutationFn: (ids: number[]) => dataProvider.markPaymentsDone(ids),
    onSuccess: async () => {
      notify("app.money.payments.marked_done", { type: "success" });
      onUnselectItems();
      await changed();
    },
    onError: (error) => notify(serverText(readFailure(error)), { type: "error" }),
  });
  return (
    <Button
      variant="outlined"
      disabled={isPending}
      onClick={() => mutate(selectedIds.map(Number))}
      label="app.money.payments.mark_done"
    />
  );
};

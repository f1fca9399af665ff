import { useNotify } from "react-admin";
import { useQueryClient } from "@tanstack/react-query";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";

/**
 * The delete order confirmation, with its exact text; accepting cancels and archives the order
 * through POST /api/delete/purchase/{id}. Resolves true once it is archived.
 */
export function useDeleteOrder() {
  const dataProvider = useAppDataProvider();
  const confirm = useConfirm();
  const notify = useNotify();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  return (id: number): Promise<boolean> =>
    confirm({ content: "app.orders.delete_confirm" })
      .then(async () => {
        try {
          await dataProvider.deletePurchase(id);
          notify("app.orders.deleted", { type: "success" });
          await queryClient.invalidateQueries();
          return true;
        } catch (error) {
          notify(serverText(readFailure(error)), { type: "error" });
          return false;
        }
      })
      .catch((error: unknown) => {
        ignoreCanceled(error);
        return false;
      });
}

import { useNotify } from "react-admin";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { useAppDataProvider } from "../../../providers/dataProvider";

/** Confirm, then POST /wishlist/delete/{id}; `after` refreshes whatever lists the favourites. */
export function useRemoveFavourite(after: () => Promise<unknown>) {
  const dataProvider = useAppDataProvider();
  const confirm = useConfirm();
  const notify = useNotify();
  return (productId: number) =>
    confirm({ content: "app.catalogue.wishlist.remove_confirm" }).then(async () => {
      try {
        await dataProvider.removeFavourite(productId);
        notify("app.catalogue.wishlist.removed", { type: "success" });
      } catch {
        notify("app.catalogue.wishlist.remove_failed", { type: "error" });
      }
      await after();
    }, ignoreCanceled);
}

import { useCallback } from "react";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";

/**
 * Launching makes a store public, so it is asked first: "Launch <store name>? The store becomes
 * public." `launch` runs only on Yes; No does nothing.
 */
export function useConfirmLaunch() {
  const confirm = useConfirm();
  return useCallback(
    (name: string, launch: () => void) =>
      confirm({
        title: "app.stores.confirm.launch_title",
        content: "app.stores.confirm.launch_content",
        translateOptions: { name },
      })
        .then(launch)
        .catch(ignoreCanceled),
    [confirm],
  );
}

import { useCallback, useState } from "react";
import { useNotify, useRefresh, useUnselectAll } from "react-admin";
import { useMinimumPriceText } from "../../ui/MoneyField";
import { readFailure, useServerText } from "../../ui/useServerText";

/**
 * Runs one product call: a success message, the list refetched and the selection cleared; a
 * failure shows the server's message. Field errors are handed back for forms to show.
 */
export function useProductAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll("Product");
  const serverText = useServerText();
  const { resay } = useMinimumPriceText();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T>(
      call: () => Promise<T>,
      success: string,
      messageArgs: Record<string, unknown> = {},
    ): Promise<{ ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> }> => {
      setBusy(true);
      try {
        const value = await call();
        notify(success, { type: "success", messageArgs });
        unselectAll();
        refresh();
        return { ok: true, value };
      } catch (error) {
        const failure = readFailure(error);
        // By its code where the server gives one, so a refusal reads in the user's language.
        notify((failure.message && resay(failure.message)) ?? serverText(failure), { type: "error" });
        return { ok: false, fieldErrors: failure.fieldErrors };
      } finally {
        setBusy(false);
      }
    },
    [notify, refresh, unselectAll, serverText, resay],
  );
  return { run, busy };
}

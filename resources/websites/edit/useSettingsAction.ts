import { useCallback } from "react";
import { useNotify } from "react-admin";
import { readFailure, useServerText } from "../../../ui/useServerText";
import type { WebsiteDetail } from "../../../domain/contracts/store-settings";
import { useUpdateDetail } from "./useStoreRecord";

/** Field errors keyed by the form's field paths, as react-admin's <Form> onSubmit returns them. */
export type FieldErrors = Record<string, string>;

/**
 * Runs one settings call: the success message on success; on failure 'Something went wrong...'
 * with the server's field errors handed back, so the form shows them next to the fields
 * and keeps what the user typed.
 */
export function useSettingsAction() {
  const notify = useNotify();
  const serverText = useServerText();
  return useCallback(
    async <T>(
      call: () => Promise<T>,
      successKey: string,
      onSuccess?: (answer: T) => void,
    ): Promise<FieldErrors | undefined> => {
      try {
        const answer = await call();
        onSuccess?.(answer);
        notify(successKey, { type: "success" });
        return undefined;
      } catch (error) {
        const { fieldErrors } = readFailure(error);
        notify("app.server.somethingWrong", { type: "error" });
        return Object.fromEntries(
          Object.entries(fieldErrors).map(([field, text]) => [field, serverText(text)]),
        );
      }
    },
    [notify, serverText],
  );
}

/**
 * A settings section's save: runs the call like useSettingsAction and writes the part of the
 * store its answer holds (`change`) into the cached store, so every tab shows what the server holds.
 */
export function useSettingsSave(websiteId: number) {
  const run = useSettingsAction();
  const update = useUpdateDetail(websiteId);
  return useCallback(
    <T>(
      call: () => Promise<T>,
      change: (answer: T) => Partial<WebsiteDetail>,
      successKey = "app.storeSettings.saved",
    ): Promise<FieldErrors | undefined> => run(call, successKey, (answer) => update(change(answer))),
    [run, update],
  );
}

import { useCallback } from "react";
import { useServerErrors } from "./useServerErrors";

/**
 * The save of a dialog with one field to blame, as its form's onSubmit: the dialog closes on
 * success. A refusal is said at that field (`field`): the server's error for the first of
 * `[field, ...alsoFrom]` it names, else its message (else `fallbackKey`, else 'Something went wrong').
 */
export function useDialogSubmit(onClose: () => void) {
  const serverErrors = useServerErrors();
  return useCallback(
    async (
      call: () => Promise<unknown>,
      field: string,
      alsoFrom: readonly string[] = [],
      fallbackKey?: string,
    ): Promise<Record<string, string> | undefined> => {
      try {
        await call();
        onClose();
        return undefined;
      } catch (failure) {
        const { message, fields } = serverErrors(failure, fallbackKey);
        const named = [field, ...alsoFrom].map((name) => fields[name]).find((text) => text !== undefined);
        return { [field]: named ?? message };
      }
    },
    [onClose, serverErrors],
  );
}

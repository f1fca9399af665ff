import { useCallback } from "react";
import { useServerErrors } from "../../ui/useServerErrors";

/**
 * A store dialog's save, as its form's onSubmit: the dialog closes on success. A refusal is said at
 * the dialog's one field (`field`): the server's error for the first of `[field, ...alsoFrom]` it
 * names, else its message (or 'Something went wrong' without one).
 */
export function useDialogSubmit(onClose: () => void) {
  const serverErrors = useServerErrors();
  return useCallback(
    async (
      call: () => Promise<unknown>,
      field: string,
      alsoFrom: readonly string[] = [],
    ): Promise<Record<string, string> | undefined> => {
      try {
        await call();
        onClose();
        return undefined;
      } catch (failure) {
        const { message, fields } = serverErrors(failure);
        const named = [field, ...alsoFrom].map((name) => fields[name]).find((text) => text !== undefined);
        return { [field]: named ?? message };
      }
    },
    [onClose, serverErrors],
  );
}

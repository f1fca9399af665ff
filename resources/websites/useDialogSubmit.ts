import { useCallback, useState } from "react";
import { useServerErrors } from "../../ui/useServerErrors";

/**
 * A store dialog's save, as its react-admin form's onSubmit: the dialog closes on success. A
 * refusal is said at the dialog's one field (`field`): the server's error for the first of
 * `[field, ...alsoFrom]` it names, else its message (or 'Something went wrong' without one).
 */
export function useDialogSubmit(onClose: () => void) {
  const serverErrors = useServerErrors();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (
      call: () => Promise<unknown>,
      field: string,
      alsoFrom: readonly string[] = [],
    ): Promise<Record<string, string> | undefined> => {
      setPending(true);
      try {
        await call();
        onClose();
        return undefined;
      } catch (failure) {
        const { message, fields } = serverErrors(failure);
        const named = [field, ...alsoFrom].map((name) => fields[name]).find((text) => text !== undefined);
        return { [field]: named ?? message };
      } finally {
        setPending(false);
      }
    },
    [onClose, serverErrors],
  );
  return { pending, run };
}

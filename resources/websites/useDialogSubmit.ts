import { useState } from "react";
import { useTranslate } from "react-admin";
import { readFailure } from "../../ui/useServerText";

/**
 * A store dialog's submit: one error line under the field, the dialog closed on success. On a
 * refusal the first of `fields` the server names an error for is shown, else its message.
 */
export function useDialogSubmit(onClose: () => void) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (call: () => Promise<unknown>, fields: readonly string[]) => {
    setPending(true);
    setError(null);
    try {
      await call();
      onClose();
    } catch (failure) {
      const { message, fieldErrors } = readFailure(failure);
      const fieldError = fields.reduce<string | undefined>(
        (found, field) => found ?? fieldErrors[field],
        undefined,
      );
      setError(fieldError ?? message ?? translate("app.errors.unexpected"));
    } finally {
      setPending(false);
    }
  };
  return { error, setError, pending, run };
}

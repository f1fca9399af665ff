import { useState } from "react";
import { useNotify } from "react-admin";
import { useNavigate } from "react-router-dom";
import { readFailure } from "../../../ui/useServerText";
import type { FieldErrors } from "../edit/types";

/**
 * The create pages' submit: runs `create`, opens the editor at the path it resolves to, and on a
 * refusal keeps the field errors for the fields and toasts the message.
 */
export function useCreateProduct() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (create: () => Promise<string>) => {
    setPending(true);
    try {
      navigate(await create());
    } catch (error) {
      const failure = readFailure(error);
      setErrors(failure.fieldErrors);
      notify(failure.message ?? "app.productEditor.save_failed", { type: "error" });
    } finally {
      setPending(false);
    }
  };
  return { submit, pending, errors };
}

import { useState } from "react";
import { readFailure, useServerText } from "../../ui/useServerText";

export type FormValues = Record<string, unknown>;

export interface FormStatus {
  severity: "success" | "error" | "info";
  text: string;
}

/**
 * Submits a public form through `send` (a dataProvider call). Field errors from a 422 go back to the form
 * (react-admin's <Form> puts them under the inputs); the main message goes to `status`.
 */
export function useApiForm<T>(
  send: (values: FormValues) => Promise<T>,
  onSuccess: (result: T) => FormStatus | void,
) {
  const serverText = useServerText();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatus | null>(null);

  const submit = async (values: FormValues): Promise<Record<string, string> | undefined> => {
    setPending(true);
    setStatus(null);
    try {
      const result = await send(values);
      setStatus(onSuccess(result) ?? null);
      return undefined;
    } catch (error) {
      const { message, fieldErrors } = readFailure(error);
      setStatus({ severity: "error", text: serverText(message) });
      return Object.fromEntries(
        Object.entries(fieldErrors).map(([field, text]) => [field, serverText(text)]),
      );
    } finally {
      setPending(false);
    }
  };

  return { submit, pending, status, setStatus };
}

import { useCallback } from "react";
import { useNotify } from "react-admin";
import { useServerErrors } from "./useServerErrors";
import { useServerText } from "./useServerText";

export type CallResult<T> =
  { ok: true; result: T } | { ok: false; message: string; fields: Record<string, string> };

interface CallOptions<T> {
  /** The toast after success; the server's `message` when the result has one. */
  success?: (result: T) => string | undefined;
}

/**
 * One dataProvider call (`send`) with the area's feedback: a success toast, the server's message as an error
 * toast, and the field errors handed back so a react-admin <Form> shows them at the inputs.
 */
export function useApiCall() {
  const notify = useNotify();
  const serverText = useServerText();
  const serverErrors = useServerErrors();
  return useCallback(
    async <T>(send: () => Promise<T>, options: CallOptions<T> = {}): Promise<CallResult<T>> => {
      try {
        const result = await send();
        const text = options.success?.(result) ?? messageOf(result);
        if (text) notify(serverText(text), { type: "success" });
        return { ok: true, result };
      } catch (error) {
        const { message, fields } = serverErrors(error);
        notify(message, { type: "error" });
        return { ok: false, message, fields };
      }
    },
    [notify, serverText, serverErrors],
  );
}

function messageOf(result: unknown): string | undefined {
  if (typeof result === "object" && result !== null && "message" in result) {
    const { message } = result as { message: unknown };
    return typeof message === "string" ? message : undefined;
  }
  return undefined;
}

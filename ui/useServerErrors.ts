import { useCallback } from "react";
import { readFailure, useServerText } from "./useServerText";

/**
 * A failed call as react-admin's <Form> wants it: field errors (shown under the inputs, in the
 * UI language when the text is a known one) plus the main message for a toast; a failure without
 * a message (a network failure) says `fallbackKey`.
 */
export function useServerErrors() {
  const serverText = useServerText();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      const { message, fieldErrors } = readFailure(error);
      const fields = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, text]) => [field, serverText(text)]),
      );
      return { message: serverText(message, fallbackKey), fields };
    },
    [serverText],
  );
}

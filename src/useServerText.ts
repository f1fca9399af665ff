import { useCallback } from "react";
import { HttpError, useTranslate } from "react-admin";
import { messageCode } from "../domain/message-codes";
import type { ApiErrorBody } from "../domain/api";

/**
 * Shows a server message in the UI language: translated by its stable code (`app.server.<code>`)
 * when there is a translation, as sent otherwise. The code is the one the server sends beside
 * the text; a text given alone is looked up in the same catalogue of fixed messages.
 */
export function useServerText() {
  const translate = useTranslate();
  return useCallback(
    (text: string | undefined, fallbackKey = "app.errors.unexpected", code?: string): string => {
      if (!text) return translate(fallbackKey);
      const known = code ?? messageCode(text);
      return known === undefined ? text : translate(`app.server.${known}`, { _: text });
    },
    [translate],
  );
}

export interface ServerFailure {
  message: string | undefined;
  code: string | undefined;
  fieldErrors: Record<string, string>;
  fieldCodes: Record<string, string>;
}

/** The `{ message, code, errors, codes }` body of a failed API call (network failures have none). */
export function readFailure(error: unknown): ServerFailure {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as ApiErrorBody;
    return {
      message: body.message ?? error.message,
      code: body.code,
      fieldErrors: body.errors ?? {},
      fieldCodes: body.codes ?? {},
    };
  }
  return { message: undefined, code: undefined, fieldErrors: {}, fieldCodes: {} };
}

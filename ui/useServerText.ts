import { useCallback } from "react";
import { HttpError, useTranslate } from "react-admin";
import { MSG } from "../domain/messages";
import type { ApiErrorBody } from "../domain/api";

/** The shared messages' codes are their keys (the server's catalogue is not shipped to the SPA). */
const KEY_BY_TEXT = new Map<string, string>(Object.entries(MSG).map(([key, text]) => [text, key]));

/**
 * Shows a server message in the UI language: a failure is translated by the stable code the
 * server sent beside its text (`app.server.<code>`), a text alone when it is one of the shared
 * messages; anything without a translation is shown as sent.
 */
export function useServerText() {
  const translate = useTranslate();
  return useCallback(
    (said: string | ServerFailure | undefined, fallbackKey = "app.errors.unexpected"): string => {
      const text = typeof said === "object" ? said.message : said;
      if (!text) return translate(fallbackKey);
      const code = (typeof said === "object" ? said.code : undefined) ?? KEY_BY_TEXT.get(text);
      return code === undefined ? text : translate(`app.server.${code}`, { _: text });
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

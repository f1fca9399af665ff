import { useCallback } from "react";
import { HttpError, useTranslate } from "react-admin";
import { MSG } from "../domain/messages";
import type { ApiErrorBody } from "../domain/api";

const KEY_BY_TEXT = new Map<string, string>(Object.entries(MSG).map(([key, text]) => [text, key]));

/** Shows a server message in the UI language when it is one of domain/messages.ts, verbatim otherwise. */
export function useServerText() {
  const translate = useTranslate();
  return useCallback(
    (text: string | undefined, fallbackKey = "app.errors.unexpected"): string => {
      if (!text) return translate(fallbackKey);
      const key = KEY_BY_TEXT.get(text);
      return key === undefined ? text : translate(`app.server.${key}`, { _: text });
    },
    [translate],
  );
}

export interface ServerFailure {
  message: string | undefined;
  fieldErrors: Record<string, string>;
}

/** The `{ message, errors }` body of a failed API call (network failures have neither). */
export function readFailure(error: unknown): ServerFailure {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as ApiErrorBody;
    return { message: body.message ?? error.message, fieldErrors: body.errors ?? {} };
  }
  return { message: undefined, fieldErrors: {} };
}

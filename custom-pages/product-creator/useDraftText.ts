import { useCallback } from "react";
import { useTranslate } from "react-admin";
import { DRAFT_MSG } from "../../domain/drafts";
import { PRICING_MSG } from "../../domain/pricing";
import { useServerText } from "../../src/useServerText";

const KEYS = new Map<string, string>([
  ...Object.entries(DRAFT_MSG).map(([key, text]): [string, string] => [
    text,
    `app.productCreator.msg.${key}`,
  ]),
  ...Object.entries(PRICING_MSG).map(([key, text]): [string, string] => [
    text,
    `app.productCreator.pricing_msg.${key}`,
  ]),
]);

/** A draft rule's or the server's message in the UI language (domain texts are keyed by their English). */
export function useDraftText() {
  const translate = useTranslate();
  const serverText = useServerText();
  return useCallback(
    (text: string | undefined, fallbackKey?: string): string => {
      const key = text === undefined ? undefined : KEYS.get(text);
      return key ? translate(key, { _: text }) : serverText(text, fallbackKey);
    },
    [serverText, translate],
  );
}

import { useCallback } from "react";
import { useTranslate } from "react-admin";
import { DRAFT_MSG } from "../../domain/drafts";
import { PRICING_MSG } from "../../domain/pricing";
import { useMinimumPriceText } from "../../ui/MoneyField";
import { useServerText } from "../../ui/useServerText";

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
  const { resay } = useMinimumPriceText();
  return useCallback(
    (text: string | undefined, fallbackKey?: string): string => {
      if (text === undefined) return serverText(text, fallbackKey);
      const key = KEYS.get(text);
      if (key) return translate(key, { _: text });
      return resay(text) ?? serverText(text, fallbackKey);
    },
    [serverText, translate, resay],
  );
}

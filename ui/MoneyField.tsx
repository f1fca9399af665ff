import { useEffect, useMemo, useRef, useState } from "react";
import { TextField, type TextFieldProps } from "@mui/material";
import { useTranslate } from "react-admin";
import {
  priceBelowMinimumMessage,
  resayBelowMinimum,
  type BelowMinimumTexts,
  type Cents,
} from "../domain/pricing";
import { toCents, toDollars } from "../domain/money";

/**
 * The below-minimum price error in the UI language, from the one builder the server uses too:
 * `belowMinimum(cents)` for a minimum the browser knows, `resay(text)` for a server message (null
 * when the text is another one).
 */
export function useMinimumPriceText() {
  const translate = useTranslate();
  return useMemo(() => {
    const texts: BelowMinimumTexts = {
      rule: translate("app.productCreator.pricing_msg.priceBelowMinimum"),
      minimumIs: translate("app.productCreator.pricing_msg.minimumPriceIs", { amount: "%{amount}" }),
    };
    return {
      belowMinimum: (minimum: Cents) => priceBelowMinimumMessage(minimum, texts),
      resay: (text: string) => resayBelowMinimum(text, texts),
    };
  }, [translate]);
}

type MoneyFieldProps = Omit<TextFieldProps, "value" | "onChange" | "onBlur" | "type"> & {
  /** The amount in cents; null is empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  /**
   * When the amount is reported: on every edit ("input", for a form saved later) or when the user
   * leaves the field or presses Enter ("blur", for a field each change of which is a server write).
   */
  commit?: "input" | "blur";
  /** The lowest retail price in cents: below it the field says so, naming the minimum. */
  minimum?: number;
};

/**
 * The one input for a money amount: dollars as typed text over the API's integer cents. While
 * the user types, the text is theirs: it is never re-formatted from the cents it parses to (that
 * round trip turned the first key "1" into "1.00", so every later key landed inside the
 * re-formatted text and "18.49" came out as "1.02"). The amount is parsed from the text; the field shows the formatted amount again when
 * the user leaves it, and follows the value whenever it changes from outside while not focused
 * (the round buttons, a margin change, the server's answer).
 */
export const MoneyField = ({
  value,
  onChange,
  commit = "input",
  minimum,
  error,
  helperText,
  slotProps,
  ...props
}: MoneyFieldProps) => {
  const { belowMinimum } = useMinimumPriceText();
  const [text, setText] = useState(() => toDollars(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(toDollars(value));
  }, [value]);

  const cents = toCents(text);
  const belowMin = minimum !== undefined && cents !== null && cents < minimum;
  const send = () => {
    if (cents !== value) onChange(cents);
  };
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;

  return (
    <TextField
      {...props}
      value={text}
      onFocus={() => {
        focused.current = true;
      }}
      onChange={(e) => {
        setText(e.target.value);
        if (commit === "input") onChange(toCents(e.target.value));
      }}
      onBlur={() => {
        focused.current = false;
        if (commit === "blur") send();
        // The amount as it stands ("18.4" reads "18.40", as the form holds it); text that is no
        // amount stays, so the user sees what to correct.
        const shown = commit === "input" ? value : cents;
        if (shown !== null) setText(toDollars(shown));
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" && commit === "blur") send();
      }}
      error={belowMin || Boolean(error)}
      helperText={belowMin ? belowMinimum(minimum) : helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: "decimal", ...htmlInput } }}
    />
  );
};

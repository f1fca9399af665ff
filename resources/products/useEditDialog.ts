import { useState } from "react";
import { useTranslate } from "react-admin";
import { useMinimumPriceText } from "../../ui/MoneyField";
import { toPlainCents as toCents } from "../../domain/money";
import { useProductAction } from "./useProductAction";

export type EditErrors = Record<string, string>;

/**
 * The list's product rules the browser can check (the server repeats each, and the minimum
 * price) on a price already in cents (null when the text is no amount): a name, a price above
 * zero, a whole minimum quantity of at least 1. Errors go into `errors` under `prefix` + the
 * field; the minimum as a number is returned.
 */
export function checkProductValues(
  fields: { name: string; cents: number | null; min_quantity: string | number | null },
  errors: EditErrors,
  prefix = "",
): { min: number } {
  const { cents } = fields;
  const min = Number(fields.min_quantity);
  if (!fields.name.trim()) errors[`${prefix}name`] = "app.productList.validation.required";
  if (cents === null || cents <= 0) errors[`${prefix}price`] = "app.productList.validation.price";
  if (!Number.isInteger(min) || min < 1)
    errors[`${prefix}min_quantity`] = "app.productList.validation.min_quantity";
  return { min };
}

/** The same rules on a price as typed in a plain text field; the parsed price is returned too. */
export function checkProductFields(
  fields: { name: string; price: string; min_quantity: string },
  errors: EditErrors,
  prefix = "",
): { cents: number | null; min: number } {
  const cents = toCents(fields.price);
  return { cents, ...checkProductValues({ ...fields, cents }, errors, prefix) };
}

/**
 * A product edit dialog's save: the local errors first, then the call; it closes on success and
 * keeps the server's field errors otherwise. `text(key)` is a field's error in the UI language.
 */
export function useEditDialog(onClose: () => void) {
  const translate = useTranslate();
  const { run, busy } = useProductAction();
  const { resay } = useMinimumPriceText();
  const [errors, setErrors] = useState<EditErrors>({});
  const text = (key: string) => {
    const error = errors[key];
    return error ? (resay(error) ?? translate(error, { _: error })) : undefined;
  };

  const submit = async <T>(
    local: EditErrors,
    call: () => Promise<T>,
    success: string,
    messageArgs?: Record<string, unknown>,
  ) => {
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const result = await run(call, success, messageArgs);
    if (result.ok) onClose();
    else setErrors(result.fieldErrors);
  };
  return { errors, text, submit, busy };
}

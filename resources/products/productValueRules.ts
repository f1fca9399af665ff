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

import { set, type FieldErrors, type FieldValues, type ResolverResult } from "react-hook-form";

/**
 * A form resolver's answer from the errors a rule found, by field path ("name", or "products.0.price"
 * under a field array): the values when there is none, else each message nested where the form
 * keeps that field's error.
 */
export function checkedValues<V extends FieldValues>(
  values: V,
  errors: Record<string, string>,
): ResolverResult<V> {
  const found = Object.entries(errors);
  if (found.length === 0) return { values, errors: {} };
  const nested: FieldErrors<V> = {};
  for (const [path, message] of found) set(nested, path, { type: "validate", message });
  return { values: {}, errors: nested };
}

import { useInput } from "react-admin";
import { useServerText } from "../../ui/useServerText";
import { ScopePicker } from "./ScopePicker";

/** The discount form's products or categories (`source` holds their ids), errors beside the picker. */
export const ScopeInput = ({
  source,
  model,
  label,
}: {
  source: "product_ids" | "category_ids";
  model: "Product" | "Category";
  label: string;
}) => {
  const { field, fieldState } = useInput<number[]>({ source, defaultValue: [] });
  const serverText = useServerText();
  const error = fieldState.error?.message;
  return (
    <ScopePicker
      model={model}
      label={label}
      value={Array.isArray(field.value) ? field.value : []}
      onChange={(ids) => field.onChange(ids)}
      error={error ? serverText(error) : undefined}
    />
  );
};

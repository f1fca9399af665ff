import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { orderSizes } from "../../../domain/variants";
import { AddSizeField } from "./AddSizeField";
import { useEditor } from "./EditorContext";
import { ToggleChips } from "../../../ui/ToggleChips";

/** Sizes as toggles: the blank's sizes, or free sizes for a custom product. */
export const SizeChoices = () => {
  const translate = useTranslate();
  const { product, draft, set, errors } = useEditor();
  const offered = orderSizes([...(product.supplier?.sizes ?? []), ...draft.sizes]);
  const toggle = (size: string) =>
    set(
      "sizes",
      draft.sizes.includes(size) ? draft.sizes.filter((s) => s !== size) : orderSizes([...draft.sizes, size]),
    );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate("app.productEditor.colors.sizes")}</Typography>
      <ToggleChips
        label={translate("app.productEditor.colors.sizes")}
        items={offered}
        isOn={(size) => draft.sizes.includes(size)}
        onToggle={toggle}
      />
      {product.is_custom ? (
        <AddSizeField onAdd={(size) => set("sizes", orderSizes([...draft.sizes, size]))} />
      ) : null}
      {errors.sizes ? (
        <Typography color="error" variant="caption">
          {errors.sizes}
        </Typography>
      ) : null}
    </Stack>
  );
};

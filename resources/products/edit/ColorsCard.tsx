import { Divider, FormHelperText, Stack } from "@mui/material";
import { ignoreCanceled, useConfirm } from "../../../ui/ConfirmDialog";
import { ChosenColors } from "./ChosenColors";
import { ColorChoices } from "./ColorChoices";
import { CustomColorForm } from "./CustomColorForm";
import { EditorCard } from "./EditorCard";
import { useEditor } from "./EditorContext";
import { SizeChoices } from "./SizeChoices";

/** The "Add Product colors" card: colours from the blank (or custom ones) and sizes. */
export const ColorsCard = () => {
  const { product, draft, set, errors } = useEditor();
  const confirm = useConfirm();
  const current = product.is_custom ? draft.custom_colors.map((c) => c.name) : draft.colors;

  const drop = (color: string) => {
    if (product.is_custom)
      set(
        "custom_colors",
        draft.custom_colors.filter((c) => c.name !== color),
      );
    else
      set(
        "colors",
        draft.colors.filter((c) => c !== color),
      );
  };
  // The last colour is removed only when forced, here after a confirmation.
  const remove = (color: string) => {
    if (current.length > 1) return drop(color);
    confirm({ content: "app.productEditor.colors.confirm_remove_last" }).then(
      () => drop(color),
      ignoreCanceled,
    );
  };

  return (
    <EditorCard title="app.productEditor.colors.title">
      <Stack spacing={2}>
        {product.is_custom ? (
          <CustomColorForm
            onAdd={(c) => {
              if (!draft.custom_colors.some((x) => x.name === c.name))
                set("custom_colors", [...draft.custom_colors, c]);
            }}
          />
        ) : (
          <ColorChoices onRemove={remove} />
        )}
        <ChosenColors onRemove={remove} />
        {errors.colors ? <FormHelperText error>{errors.colors}</FormHelperText> : null}
        <Divider />
        <SizeChoices />
      </Stack>
    </EditorCard>
  );
};

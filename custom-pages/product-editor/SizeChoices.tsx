import { useState } from "react";
import { Button, Chip, Stack, TextField, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { orderSizes } from "../../domain/variants";
import { useEditor } from "./EditorContext";

/** Sizes as toggles: the blank's sizes, or free sizes for a custom product. */
export const SizeChoices = () => {
  const translate = useTranslate();
  const { product, draft, set, errors } = useEditor();
  const [text, setText] = useState("");
  const offered = orderSizes([...(product.supplier?.sizes ?? []), ...draft.sizes]);
  const toggle = (size: string) =>
    set(
      "sizes",
      draft.sizes.includes(size) ? draft.sizes.filter((s) => s !== size) : orderSizes([...draft.sizes, size]),
    );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate("app.productEditor.colors.sizes")}</Typography>
      <Stack
        direction="row"
        flexWrap="wrap"
        gap={1}
        role="group"
        aria-label={translate("app.productEditor.colors.sizes")}
      >
        {offered.map((size) => (
          <Chip
            key={size}
            label={size}
            aria-pressed={draft.sizes.includes(size)}
            color={draft.sizes.includes(size) ? "primary" : "default"}
            variant={draft.sizes.includes(size) ? "filled" : "outlined"}
            onClick={() => toggle(size)}
          />
        ))}
      </Stack>
      {product.is_custom ? (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={translate("app.productEditor.colors.sizes")}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            disabled={text.trim() === ""}
            onClick={() => {
              set("sizes", orderSizes([...draft.sizes, text.trim()]));
              setText("");
            }}
          >
            +
          </Button>
        </Stack>
      ) : null}
      {errors.sizes ? (
        <Typography color="error" variant="caption">
          {errors.sizes}
        </Typography>
      ) : null}
    </Stack>
  );
};

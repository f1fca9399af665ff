import { Avatar, Chip, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DraftItem } from "../../domain/drafts";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";

/**
 * The blank's colours as chips (with the colour's photo). Changing them marks saved mockups for
 * regeneration; removing the last one asks first and is sent as forced.
 */
export const ColorChooser = ({
  item,
  onChange,
  error,
}: {
  item: DraftItem;
  onChange: (colors: string[], force: boolean) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const toggle = (name: string) => {
    const on = item.colors.includes(name);
    const next = on ? item.colors.filter((c) => c !== name) : [...item.colors, name];
    if (on && next.length === 0)
      void confirm({ content: "app.productCreator.colors.last_confirm" }).then(
        () => onChange(next, true),
        ignoreCanceled,
      );
    else onChange(next, false);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" id={`colors-${item.key}`}>
        {translate("app.productCreator.colors.title")}
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: "wrap", gap: 1 }}
        role="group"
        aria-labelledby={`colors-${item.key}`}
      >
        {item.supplier.colors.map((color) => {
          const on = item.colors.includes(color.name);
          return (
            <Chip
              key={color.name}
              label={color.name}
              aria-pressed={on}
              color={on ? "primary" : "default"}
              variant={on ? "filled" : "outlined"}
              avatar={<Avatar src={color.images.front ?? undefined} alt="" sx={{ bgcolor: color.swatch }} />}
              onClick={() => toggle(color.name)}
            />
          );
        })}
      </Stack>
      {error ? <Typography color="error">{error}</Typography> : null}
    </Stack>
  );
};

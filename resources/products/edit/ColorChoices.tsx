import { useState } from "react";
import { Avatar, Button, Chip, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { useEditor } from "./EditorContext";
import { StockMarker } from "./StockMarker";

/** 5 colour chips are shown by default. */
const CHIPS_SHOWN = 5;

/** The blank's colours as chips: click to add or remove; at most 5 until Show more. */
export const ColorChoices = ({ onRemove }: { onRemove: (color: string) => void }) => {
  const translate = useTranslate();
  const { product, draft, set } = useEditor();
  const [all, setAll] = useState(false);
  const colors = product.supplier?.colors ?? [];
  const shown = all ? colors : colors.slice(0, CHIPS_SHOWN);
  return (
    <Stack direction="row" flexWrap="wrap" gap={1} alignItems="center">
      {shown.map((c) => {
        const chosen = draft.colors.includes(c.name);
        return (
          <Chip
            key={c.name}
            avatar={<Avatar src={c.photo_url ?? undefined} sx={{ bgcolor: c.swatch }} alt="" />}
            label={
              <Stack direction="row" spacing={0.5} alignItems="center" component="span">
                <span>{c.name}</span>
                <StockMarker level={c.level} onFilled={chosen} />
              </Stack>
            }
            color={chosen ? "primary" : "default"}
            variant={chosen ? "filled" : "outlined"}
            aria-pressed={chosen}
            onClick={() => (chosen ? onRemove(c.name) : set("colors", [...draft.colors, c.name]))}
          />
        );
      })}
      {colors.length > CHIPS_SHOWN ? (
        <Button size="small" onClick={() => setAll((v) => !v)}>
          {translate(all ? "app.productEditor.colors.show_less" : "app.productEditor.colors.show_more")}
        </Button>
      ) : null}
    </Stack>
  );
};

import { Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import type { DraftItem, DraftItemPatch } from "../../domain/drafts";
import { PRODUCT_NAME_MAX } from "../../domain/products";
import { slugify } from "../../domain/slug";
import { CommitField } from "./CommitField";

/** Name (cut to 50) and slug; a name given while the slug is empty fills the slug too. */
export const ItemNameFields = ({
  item,
  onPatch,
  errors,
  dense,
}: {
  item: DraftItem;
  onPatch: (patch: Omit<DraftItemPatch, "key">) => void;
  errors: { name?: string; slug?: string };
  dense?: boolean;
}) => {
  const translate = useTranslate();
  return (
    // Full width, and side by side only where there is room: in a row of the quick creator the
    // fields share what the photo and the price leave (minWidth 0 lets the row shrink them).
    <Stack
      direction={dense ? { xs: "column", sm: "row" } : "column"}
      spacing={2}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <CommitField
        required
        fullWidth
        size={dense ? "small" : "medium"}
        label={translate("app.productCreator.details.name")}
        value={item.name}
        onCommit={(name) => onPatch(item.slug.trim() === "" ? { name, slug: slugify(name) } : { name })}
        error={Boolean(errors.name)}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: PRODUCT_NAME_MAX } }}
      />
      <CommitField
        required
        fullWidth
        size={dense ? "small" : "medium"}
        label={translate("app.productCreator.details.slug")}
        value={item.slug}
        onCommit={(slug) => onPatch({ slug: slugify(slug) })}
        error={Boolean(errors.slug)}
        helperText={errors.slug}
      />
    </Stack>
  );
};

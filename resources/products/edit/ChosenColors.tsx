import { Box, IconButton, Stack, Switch, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useNotify, useTranslate } from "react-admin";
import { colorAvailable, setColorAvailability } from "../../../domain/variants";
import { MoneyField } from "../../../ui/MoneyField";
import { useEditor } from "./EditorContext";
import { SwatchInput } from "./SwatchInput";
import { useAppDataProvider } from "../../../providers/dataProvider";

/**
 * The product's colours: swatch, per-colour availability (saved at once), the colour
 * price margin (empty is the main price) and remove.
 */
export const ChosenColors = ({ onRemove }: { onRemove: (color: string) => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const { product, draft, set, errors, replace } = useEditor();
  const names = product.is_custom ? draft.custom_colors.map((c) => c.name) : draft.colors;
  const swatchOf = (name: string) =>
    product.variants.find((v) => v.color === name)?.color_swatch ??
    draft.custom_colors.find((c) => c.name === name)?.swatch ??
    product.supplier?.colors.find((c) => c.name === name)?.swatch ??
    "#000000";

  const toggle = async (color: string, on: boolean) => {
    try {
      await dataProvider.setProductColorAvailability(product.id, color, on);
      replace({ ...product, variants: setColorAvailability(product.variants, color, on) });
    } catch {
      // The failure text: "Availability change failed: Something went wrong".
      notify("Something went wrong", { type: "error" });
    }
  };

  if (names.length === 0)
    return <Typography color="text.secondary">{translate("app.productEditor.colors.none")}</Typography>;
  return (
    <Stack
      spacing={1}
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0 }}
      aria-label={translate("app.productEditor.colors.chosen")}
    >
      {names.map((name) => {
        const saved = product.variants.some((v) => v.color === name);
        const priceError = errors[`color_prices.${name}`];
        return (
          <Stack
            key={name}
            component="li"
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
          >
            {saved && !product.is_custom ? (
              <SwatchInput color={name} value={swatchOf(name)} />
            ) : (
              <Box
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: "50%",
                  bgcolor: swatchOf(name),
                  border: 1,
                  borderColor: "divider",
                }}
              />
            )}
            <Typography sx={{ minWidth: 120 }}>{name}</Typography>
            <Switch
              checked={saved ? colorAvailable(product.variants, name) : true}
              disabled={!saved}
              onChange={(e) => void toggle(name, e.target.checked)}
              slotProps={{
                input: { "aria-label": `${translate("app.productEditor.colors.available")} ${name}` },
              }}
            />
            <MoneyField
              size="small"
              label={translate("app.productEditor.colors.price")}
              value={draft.color_prices[name] ?? null}
              onChange={(cents) => set("color_prices", { ...draft.color_prices, [name]: cents })}
              error={Boolean(priceError)}
              helperText={priceError ?? translate("app.productEditor.colors.price_hint")}
              sx={{ flex: "1 1 180px", maxWidth: 260 }}
            />
            <IconButton
              aria-label={translate("app.productEditor.colors.remove", { color: name })}
              onClick={() => onRemove(name)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
    </Stack>
  );
};

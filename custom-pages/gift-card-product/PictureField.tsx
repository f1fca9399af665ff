import { lazy, Suspense, useState } from "react";
import { useTranslate } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ImageIcon from "@mui/icons-material/CardGiftcard";
import type { GiftCardProductFormValues } from "./types";

const LibraryDialog = lazy(() =>
  import("../../ui/files/LibraryDialog").then((m) => ({ default: m.LibraryDialog })),
);

interface PictureFieldProps {
  value: GiftCardProductFormValues["picture"];
  onChange: (next: GiftCardProductFormValues["picture"]) => void;
  error?: string;
}

/** The gift card's picture, chosen from the store's file library (or uploaded there). */
export function PictureField({ value, onChange, error }: PictureFieldProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.money.gift_card_product.${key}`);
  const [open, setOpen] = useState(false);
  return (
    <Box role="group" aria-label={t("picture")}>
      <Typography variant="subtitle2" gutterBottom>
        {t("picture")}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        {value?.url ? (
          <Box
            component="img"
            src={value.url}
            alt={t("picture")}
            sx={{ width: 120, height: 120, objectFit: "cover", borderRadius: 1 }}
          />
        ) : (
          <Box
            sx={{
              width: 120,
              height: 120,
              borderRadius: 1,
              bgcolor: "action.hover",
              display: "grid",
              placeItems: "center",
            }}
            aria-label={t("no_picture")}
          >
            <ImageIcon color="disabled" fontSize="large" />
          </Box>
        )}
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t("choose_picture")}
        </Button>
        {value ? (
          <Button color="inherit" onClick={() => onChange(null)}>
            {t("remove_picture")}
          </Button>
        ) : null}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {open ? (
        <Suspense fallback={null}>
          <LibraryDialog
            open
            accept="image"
            onClose={() => setOpen(false)}
            onChoose={(file) => {
              onChange({ id: file.id, url: file.thumb_url || file.url });
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

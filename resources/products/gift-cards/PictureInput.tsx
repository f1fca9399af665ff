import { lazy, Suspense, useState } from "react";
import { useInput, useRecordContext, useTranslate, ValidationError } from "react-admin";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { GiftCardProduct } from "../../../domain/contracts/gift-card-products";
import { GiftCardProductPicture } from "./GiftCardProductPicture";

const LibraryDialog = lazy(() =>
  import("../../../ui/files/LibraryDialog").then((m) => ({ default: m.LibraryDialog })),
);

const T = "app.money.gift_card_product";

/**
 * `picture_file_id`: the gift card's picture, chosen from the store's file library (or uploaded
 * there), shown as it will look.
 */
export const PictureInput = () => {
  const translate = useTranslate();
  const record = useRecordContext<GiftCardProduct>();
  const { field, fieldState } = useInput<number | null>({ source: "picture_file_id", defaultValue: null });
  const [chosen, setChosen] = useState<{ id: number; url: string | null } | null>(null);
  const [open, setOpen] = useState(false);
  const id = typeof field.value === "number" ? field.value : null;
  const url =
    id === null
      ? null
      : chosen?.id === id
        ? chosen.url
        : record?.picture_file_id === id
          ? record.picture_url
          : null;
  const label = translate(`${T}.picture`);
  const error = fieldState.error?.message;
  return (
    <Box role="group" aria-label={label} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <GiftCardProductPicture url={url} alt={label} size={120} emptyLabel={translate(`${T}.no_picture`)} />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {translate(`${T}.choose_picture`)}
        </Button>
        {id === null ? null : (
          <Button color="inherit" onClick={() => field.onChange(null)}>
            {translate(`${T}.remove_picture`)}
          </Button>
        )}
      </Stack>
      {error ? (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <LibraryDialog
            open
            accept="image"
            onClose={() => setOpen(false)}
            onChoose={(file) => {
              setChosen({ id: file.id, url: file.thumb_url || file.url });
              field.onChange(file.id);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
};

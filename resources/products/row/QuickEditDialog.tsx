import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { SaveCancelActions } from "../../../ui/SaveCancelActions";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { toDollars } from "../../../domain/money";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { checkProductFields, useEditDialog, type EditErrors } from "../useEditDialog";

/** ISO instant <-> the local "YYYY-MM-DDTHH:mm" a datetime-local input shows. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

/** Quick edit from the list (POST /api/quick-edit/product): the fields a list row shows. */
export const QuickEditDialog = ({ product, onClose }: { product: ProductRecord; onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { errors, text, submit, busy } = useEditDialog(onClose);
  const [name, setName] = useState(product.name);
  const [slug, setSlug] = useState(product.slug ?? "");
  const [price, setPrice] = useState(toDollars(product.price));
  const [available, setAvailable] = useState((product.available ?? 0) === 1);
  const [minQuantity, setMinQuantity] = useState(String(product.min_quantity ?? 1));
  const [from, setFrom] = useState(toLocalInput(product.published_from));
  const [to, setTo] = useState(toLocalInput(product.published_to));

  const save = async () => {
    const local: EditErrors = {};
    const { cents, min } = checkProductFields({ name, price, min_quantity: minQuantity }, local);
    if (!slug.trim()) local.slug = "app.productList.validation.required";
    // A start not before the end is cleared and the save refused.
    if (from && to && fromLocalInput(from)! >= fromLocalInput(to)!) {
      local.published_from = "app.productList.validation.window";
      setFrom("");
    }
    await submit(
      local,
      () =>
        dataProvider.quickEditProduct({
          id: product.id,
          name: name.trim(),
          slug: slug.trim(),
          price: cents!,
          available: available ? 1 : 0,
          min_quantity: min,
          published_from: fromLocalInput(from),
          published_to: fromLocalInput(to),
        }),
      "app.productList.quick_edit.saved",
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate("app.productList.quick_edit.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate("app.productList.fields.name")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            error={Boolean(errors.name)}
            helperText={text("name") ?? `${name.length}/50`}
          />
          <TextField
            label={translate("app.productList.fields.slug")}
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            error={Boolean(errors.slug)}
            helperText={text("slug")}
          />
          <TextField
            label={translate("app.productList.fields.price")}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            error={Boolean(errors.price)}
            helperText={text("price")}
          />
          <TextField
            label={translate("app.productList.fields.min_quantity")}
            type="number"
            value={minQuantity}
            onChange={(e) => setMinQuantity(e.target.value)}
            slotProps={{ htmlInput: { min: 1 } }}
            error={Boolean(errors.min_quantity)}
            helperText={text("min_quantity")}
          />
          <FormControlLabel
            control={<Switch checked={available} onChange={(e) => setAvailable(e.target.checked)} />}
            label={translate("app.productList.fields.published")}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate("app.productList.fields.published_from")}
              type="datetime-local"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.published_from)}
              helperText={text("published_from")}
              fullWidth
            />
            <TextField
              label={translate("app.productList.fields.published_to")}
              type="datetime-local"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.published_to)}
              helperText={text("published_to")}
              fullWidth
            />
          </Stack>
        </Stack>
      </DialogContent>
      <SaveCancelActions onCancel={onClose} onSave={() => void save()} disabled={busy} />
    </Dialog>
  );
};

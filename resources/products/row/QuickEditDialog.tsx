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
import { ConflictDialog } from "../../../ui/ConflictDialog";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { QuickEdit } from "../../../providers/data/productList";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { checkProductFields, useEditDialog, type EditErrors } from "../useEditDialog";
import { productNow } from "./productsNow";
import { editedValues, fromLocalInput, quickValues, valuesOnTop, type QuickValues } from "./quickEditValues";

/**
 * Quick edit from the list (POST /api/quick-edit/product): the fields a list row shows, saved with
 * the version the row was read at. A product someone else saved meanwhile opens the conflict
 * dialog: reload their version, or apply the user's edits on top of it.
 */
export const QuickEditDialog = ({ product, onClose }: { product: ProductRecord; onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { errors, text, submit, busy } = useEditDialog(onClose);
  // The product as the dialog goes on from: as the list read it, or as reloaded after a conflict.
  const [read, setRead] = useState(product);
  const [values, setValues] = useState(() => quickValues(product));
  const [stale, setStale] = useState<ProductRecord | null>(null);
  const set = (patch: Partial<QuickValues>) => setValues((all) => ({ ...all, ...patch }));
  const {
    name,
    slug,
    price,
    available,
    min_quantity: minQuantity,
    published_from: from,
    published_to: to,
  } = values;

  const save = async (v: QuickValues, base: ProductRecord) => {
    const local: EditErrors = {};
    const { cents, min } = checkProductFields(v, local);
    if (!v.slug.trim()) local.slug = "app.productList.validation.required";
    // A start not before the end is cleared and the save refused.
    const [start, end] = [fromLocalInput(v.published_from), fromLocalInput(v.published_to)];
    if (start && end && start >= end) {
      local.published_from = "app.productList.validation.window";
      set({ published_from: "" });
    }
    const body: QuickEdit = {
      id: product.id,
      name: v.name.trim(),
      slug: v.slug.trim(),
      price: cents!,
      available: v.available ? 1 : 0,
      min_quantity: min,
      published_from: fromLocalInput(v.published_from),
      published_to: fromLocalInput(v.published_to),
      version: base.version,
    };
    await submit(
      local,
      () =>
        dataProvider.quickEditProduct(body).catch((error: unknown) => {
          setStale(productNow(error));
          throw error;
        }),
      "app.productList.quick_edit.saved",
    );
  };

  /** The dialog goes on from the product as it is now, showing `shown`. */
  const goOnFrom = (now: ProductRecord, shown: QuickValues) => {
    setRead(now);
    setValues(shown);
    setStale(null);
  };

  const readValues = quickValues(read);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate("app.productList.quick_edit.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate("app.productList.fields.name")}
            value={name}
            onChange={(e) => set({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            error={Boolean(errors.name)}
            helperText={text("name") ?? `${name.length}/50`}
          />
          <TextField
            label={translate("app.productList.fields.slug")}
            value={slug}
            onChange={(e) => set({ slug: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            error={Boolean(errors.slug)}
            helperText={text("slug")}
          />
          <TextField
            label={translate("app.productList.fields.price")}
            value={price}
            onChange={(e) => set({ price: e.target.value })}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            error={Boolean(errors.price)}
            helperText={text("price")}
          />
          <TextField
            label={translate("app.productList.fields.min_quantity")}
            type="number"
            value={minQuantity}
            onChange={(e) => set({ min_quantity: e.target.value })}
            slotProps={{ htmlInput: { min: 1 } }}
            error={Boolean(errors.min_quantity)}
            helperText={text("min_quantity")}
          />
          <FormControlLabel
            control={<Switch checked={available} onChange={(e) => set({ available: e.target.checked })} />}
            label={translate("app.productList.fields.published")}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate("app.productList.fields.published_from")}
              type="datetime-local"
              value={from}
              onChange={(e) => set({ published_from: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.published_from)}
              helperText={text("published_from")}
              fullWidth
            />
            <TextField
              label={translate("app.productList.fields.published_to")}
              type="datetime-local"
              value={to}
              onChange={(e) => set({ published_to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.published_to)}
              helperText={text("published_to")}
              fullWidth
            />
          </Stack>
        </Stack>
      </DialogContent>
      <SaveCancelActions onCancel={onClose} onSave={() => void save(values, read)} disabled={busy} />
      {stale && (
        <ConflictDialog
          read={{ ...readValues }}
          now={{ ...quickValues(stale) }}
          mine={editedValues(values, readValues)}
          labels={{
            name: translate("app.productList.fields.name"),
            slug: translate("app.productList.fields.slug"),
            price: translate("app.productList.fields.price"),
            available: translate("app.productList.fields.published"),
            min_quantity: translate("app.productList.fields.min_quantity"),
            published_from: translate("app.productList.fields.published_from"),
            published_to: translate("app.productList.fields.published_to"),
          }}
          busy={busy}
          onReload={() => goOnFrom(stale, quickValues(stale))}
          onApply={() => {
            const onTop = valuesOnTop(values, readValues, quickValues(stale));
            goOnFrom(stale, onTop);
            void save(onTop, stale);
          }}
          onClose={() => setStale(null)}
        />
      )}
    </Dialog>
  );
};

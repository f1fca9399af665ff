import { useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogTitle,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { SaveCancelActions } from "../../../ui/SaveCancelActions";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { MultipleEdit } from "../../../providers/data/productList";
import { toDollars } from "../../../domain/money";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { checkProductFields, useEditDialog, type EditErrors } from "../useEditDialog";

interface Draft {
  id: number;
  name: string;
  price: string;
  available: boolean;
  min_quantity: string;
  preview_photo_url: string | null;
}

function draftOf(p: ProductRecord): Draft {
  return {
    id: p.id,
    name: p.name,
    price: toDollars(p.price),
    available: (p.available ?? (p.status === "unpublished" ? 0 : 1)) === 1,
    min_quantity: String(p.min_quantity ?? 1),
    preview_photo_url: p.preview_photo_url,
  };
}

/** Checks what the browser can; the server repeats every rule, and the minimum price. */
function check(drafts: readonly Draft[]): { body: MultipleEdit[]; errors: EditErrors } {
  const errors: EditErrors = {};
  const body = drafts.map((d, i) => {
    const { cents, min } = checkProductFields(d, errors, `products.${i}.`);
    return {
      id: d.id,
      name: d.name.trim(),
      price: cents ?? 0,
      available: d.available ? 1 : 0,
      min_quantity: min,
    } as const;
  });
  return { body, errors };
}

export const UpdateMultipleDialog = ({
  products,
  onClose,
}: {
  products: ProductRecord[];
  onClose: () => void;
}) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { errors, text, submit, busy } = useEditDialog(onClose);
  const [drafts, setDrafts] = useState<Draft[]>(() => products.map(draftOf));

  const edit = (i: number, patch: Partial<Draft>) =>
    setDrafts((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  const save = async () => {
    const { body, errors: local } = check(drafts);
    await submit(local, () => dataProvider.updateMultipleProducts(body), "app.productList.bulk.updated", {
      smart_count: body.length,
    });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {translate("app.productList.bulk.update_title", { smart_count: drafts.length })}
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{translate("app.productList.fields.name")}</TableCell>
              <TableCell>{translate("app.productList.fields.price")}</TableCell>
              <TableCell>{translate("app.productList.fields.min_quantity")}</TableCell>
              <TableCell>{translate("app.productList.fields.published")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {drafts.map((d, i) => (
              <TableRow key={d.id}>
                <TableCell>
                  <ProductPicture src={d.preview_photo_url} alt={d.name} size={40} />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={d.name}
                    onChange={(e) => edit(i, { name: e.target.value })}
                    slotProps={{
                      htmlInput: {
                        maxLength: 50,
                        "aria-label": `${translate("app.productList.fields.name")} ${i + 1}`,
                      },
                    }}
                    error={Boolean(errors[`products.${i}.name`])}
                    helperText={text(`products.${i}.name`)}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={d.price}
                    onChange={(e) => edit(i, { price: e.target.value })}
                    slotProps={{
                      htmlInput: {
                        inputMode: "decimal",
                        "aria-label": `${translate("app.productList.fields.price")} ${i + 1}`,
                      },
                    }}
                    error={Boolean(errors[`products.${i}.price`])}
                    helperText={text(`products.${i}.price`)}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    type="number"
                    value={d.min_quantity}
                    onChange={(e) => edit(i, { min_quantity: e.target.value })}
                    slotProps={{
                      htmlInput: {
                        min: 1,
                        "aria-label": `${translate("app.productList.fields.min_quantity")} ${i + 1}`,
                      },
                    }}
                    error={Boolean(errors[`products.${i}.min_quantity`])}
                    helperText={text(`products.${i}.min_quantity`)}
                  />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={d.available}
                    onChange={(e) => edit(i, { available: e.target.checked })}
                    slotProps={{
                      input: { "aria-label": `${translate("app.productList.fields.published")} ${i + 1}` },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <SaveCancelActions onCancel={onClose} onSave={() => void save()} disabled={busy} />
    </Dialog>
  );
};

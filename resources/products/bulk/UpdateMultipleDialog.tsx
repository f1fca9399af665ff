import { useState } from "react";
import {
  Alert,
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
import { useRefresh, useTranslate } from "react-admin";
import { SaveCancelActions } from "../../../ui/SaveCancelActions";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { MultipleEdit } from "../../../providers/data/productList";
import { toDollars } from "../../../domain/money";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { checkProductFields, useEditDialog, type EditErrors } from "../useEditDialog";
import { productsNow } from "../row/productsNow";
import { VERSION_MSG } from "../../../domain/versions";
import { SheetStaleNotice, useProductNowText } from "../spreadsheet/SheetStaleNotice";

interface Draft {
  id: number;
  name: string;
  price: string;
  available: boolean;
  min_quantity: string;
  preview_photo_url: string | null;
  /** The version the product was read at, sent back with the save. */
  version?: number;
}

function draftOf(p: ProductRecord): Draft {
  return {
    id: p.id,
    name: p.name,
    price: toDollars(p.price),
    available: (p.available ?? (p.status === "unpublished" ? 0 : 1)) === 1,
    min_quantity: String(p.min_quantity ?? 1),
    preview_photo_url: p.preview_photo_url,
    version: p.version,
  };
}

/** The fields a user edits in a row. */
const EDITED = ["name", "price", "available", "min_quantity"] as const;

/** The product as it is now, with the user's own edits of its row (from the row as read) on top. */
function draftOnTop(draft: Draft, read: Draft, now: Draft): Draft {
  const onTop = { ...now };
  for (const field of EDITED)
    if (draft[field] !== read[field]) Object.assign(onTop, { [field]: draft[field] });
  return onTop;
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
      version: d.version,
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
  const productNow = useProductNowText();
  const { errors, text, submit, busy } = useEditDialog(onClose);
  const refresh = useRefresh();
  const [drafts, setDrafts] = useState<Draft[]>(() => products.map(draftOf));
  // Each row as it was read (the list's, or as taken after a conflict): what the user's edits are.
  const [reads, setReads] = useState<Draft[]>(() => products.map(draftOf));
  // Products someone else saved since they were read, as they are now: nothing was saved.
  const [stale, setStale] = useState<ProductRecord[]>([]);
  const [taken, setTaken] = useState(false);

  const edit = (i: number, patch: Partial<Draft>) =>
    setDrafts((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  const save = async () => {
    const { body, errors: local } = check(drafts);
    setTaken(false);
    await submit(
      local,
      () =>
        dataProvider.updateMultipleProducts(body).catch((error: unknown) => {
          const theirs = productsNow(error);
          setStale(theirs);
          // The list shows what was saved meanwhile.
          if (theirs.length > 0) refresh();
          throw error;
        }),
      "app.productList.bulk.updated",
      { smart_count: body.length },
    );
  };

  /** The stale products as they are now, the user's edits kept on top, to save again. */
  const takeTheirs = () => {
    const nowOf = (id: number) => stale.find((p) => p.id === id);
    setDrafts((all) =>
      all.map((d, i) => {
        const now = nowOf(d.id);
        return now ? draftOnTop(d, reads[i]!, draftOf(now)) : d;
      }),
    );
    setReads((all) =>
      all.map((r) => {
        const now = nowOf(r.id);
        return now ? draftOf(now) : r;
      }),
    );
    setStale([]);
    setTaken(true);
  };

  /** Said under a stale row's name: the version message and what someone else saved. */
  const staleText = (id: number) => {
    const now = stale.find((p) => p.id === id);
    if (!now) return undefined;
    return `${translate("app.server.version.stale", { _: VERSION_MSG.stale })} ${productNow(now)}`;
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {translate("app.productList.bulk.update_title", { smart_count: drafts.length })}
      </DialogTitle>
      <DialogContent>
        {stale.length > 0 && (
          <SheetStaleNotice
            count={stale.length}
            onTake={takeTheirs}
            message={translate("app.productList.bulk.stale", {
              smart_count: stale.length,
              names: stale.map((p) => p.name).join(", "),
            })}
          />
        )}
        {taken && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate("app.productList.spreadsheet.stale.taken")}
          </Alert>
        )}
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
                    error={Boolean(errors[`products.${i}.name`]) || stale.some((p) => p.id === d.id)}
                    helperText={text(`products.${i}.name`) ?? staleText(d.id)}
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

import { useState } from "react";
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from "@mui/material";
import {
  BooleanInput,
  Form,
  NumberInput,
  setSubmissionErrors,
  TextInput,
  useRefresh,
  useTranslate,
} from "react-admin";
import { useFormContext, useWatch, type Resolver } from "react-hook-form";
import { SaveCancelActions } from "../../../ui/SaveCancelActions";
import { checkedValues } from "../../../ui/checkedValues";
import { MoneyInput } from "../../../ui/MoneyInput";
import { useMinimumPriceText } from "../../../ui/MoneyField";
import { keepText } from "../../../ui/fields/values";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { MultipleEdit } from "../../../providers/data/productList";
import { ProductPicture } from "../../../ui/ProductThumbnail";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { checkProductValues, type EditErrors } from "../productValueRules";
import { useProductAction } from "../useProductAction";
import { productsNow } from "../row/productsNow";
import { VERSION_MSG } from "../../../domain/versions";
import { SheetStaleNotice, useProductNowText } from "../spreadsheet/SheetStaleNotice";

/** One product's row of the form. */
interface Row {
  id: number;
  name: string;
  /** Cents; null when the text typed is no amount. */
  price: number | null;
  available: boolean;
  min_quantity: number | null;
  preview_photo_url: string | null;
  /** The version the product was read at, sent back with the save. */
  version?: number;
}

interface BulkForm {
  products: Row[];
}

function rowOf(p: ProductRecord): Row {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    available: (p.available ?? (p.status === "unpublished" ? 0 : 1)) === 1,
    min_quantity: p.min_quantity ?? 1,
    preview_photo_url: p.preview_photo_url,
    version: p.version,
  };
}

/** The fields a user edits in a row. */
const EDITED = ["name", "price", "available", "min_quantity"] as const;

/** The product as it is now, with the user's own edits of its row (from the row as read) on top. */
function rowOnTop(row: Row, read: Row, now: Row): Row {
  const onTop = { ...now };
  for (const field of EDITED) if (row[field] !== read[field]) Object.assign(onTop, { [field]: row[field] });
  return onTop;
}

/**
 * The list's product rules on each row, as the browser can check them; the server repeats every
 * rule, and the minimum price. Messages are translation keys; the inputs translate them.
 */
const resolver: Resolver<BulkForm> = (values) => {
  const errors: EditErrors = {};
  values.products.forEach((row, i) =>
    checkProductValues(
      { name: row.name, cents: row.price, min_quantity: row.min_quantity },
      errors,
      `products.${i}.`,
    ),
  );
  return checkedValues(values, errors);
};

export const UpdateMultipleDialog = ({
  products,
  onClose,
}: {
  products: ProductRecord[];
  onClose: () => void;
}) => {
  const translate = useTranslate();
  // The form's record stays the one first read: a new record would reset the form.
  const [initial] = useState<BulkForm>(() => ({ products: products.map(rowOf) }));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        {translate("app.productList.bulk.update_title", { smart_count: initial.products.length })}
      </DialogTitle>
      <Form<BulkForm>
        record={initial}
        resolver={resolver}
        noValidate
        // The errors are the answer to Save: typing does not check again.
        reValidateMode="onSubmit"
        disableInvalidFormNotification
      >
        <UpdateMultipleForm initial={initial.products} onClose={onClose} />
      </Form>
    </Dialog>
  );
};

const UpdateMultipleForm = ({ initial, onClose }: { initial: Row[]; onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const productNow = useProductNowText();
  const { resay } = useMinimumPriceText();
  const { run, busy } = useProductAction();
  const refresh = useRefresh();
  const { getValues, handleSubmit, reset } = useFormContext<BulkForm>();
  // The server's errors are keyed by its own field paths, each a string.
  const { setError } = useFormContext();
  const rows = useWatch<BulkForm, "products">({ name: "products" });
  // Each row as it was read (the list's, or as taken after a conflict): what the user's edits are.
  const [reads, setReads] = useState<Row[]>(initial);
  // Products someone else saved since they were read, as they are now: nothing was saved.
  const [stale, setStale] = useState<ProductRecord[]>([]);
  const [taken, setTaken] = useState(false);

  /** Said under a stale row's name: the version message and what someone else saved. */
  const staleText = (now: ProductRecord) =>
    `${translate("app.server.version.stale", { _: VERSION_MSG.stale })} ${productNow(now)}`;

  const send = async ({ products }: BulkForm) => {
    const body: MultipleEdit[] = products.map((row) => ({
      id: row.id,
      name: row.name.trim(),
      price: row.price ?? 0,
      available: row.available ? 1 : 0,
      min_quantity: Number(row.min_quantity),
      version: row.version,
    }));
    let theirs: ProductRecord[] = [];
    const result = await run(
      () =>
        dataProvider.updateMultipleProducts(body).catch((error: unknown) => {
          theirs = productsNow(error);
          setStale(theirs);
          // The list shows what was saved meanwhile.
          if (theirs.length > 0) refresh();
          throw error;
        }),
      "app.productList.bulk.updated",
      { smart_count: body.length },
    );
    if (result.ok) return onClose();
    // The minimum price is named in the UI language; the inputs translate the rest.
    const errors = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, text]) => [field, resay(text) ?? text]),
    );
    // A stale row says under its name what someone else saved, unless its name has an error of its own.
    products.forEach((row, i) => {
      const now = theirs.find((p) => p.id === row.id);
      const field = `products.${i}.name`;
      if (now && errors[field] === undefined) errors[field] = staleText(now);
    });
    setSubmissionErrors(errors, setError);
  };
  const save = handleSubmit(send);

  /** The stale products as they are now, the user's edits kept on top, to save again. */
  const takeTheirs = () => {
    const nowOf = (id: number) => stale.find((p) => p.id === id);
    const shown = getValues("products").map((row, i) => {
      const now = nowOf(row.id);
      return now ? rowOnTop(row, reads[i]!, rowOf(now)) : row;
    });
    setReads((all) =>
      all.map((r) => {
        const now = nowOf(r.id);
        return now ? rowOf(now) : r;
      }),
    );
    reset({ products: shown });
    setStale([]);
    setTaken(true);
  };

  const label = (field: string, i: number) => `${translate(`app.productList.fields.${field}`)} ${i + 1}`;
  return (
    <>
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
        <Table
          size="small"
          // The name takes the room; a field's error under it leaves the row's other fields at the top.
          sx={{ "& td": { verticalAlign: "top" }, "& .MuiFormControl-root": { width: "100%" } }}
        >
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell sx={{ width: "45%" }}>{translate("app.productList.fields.name")}</TableCell>
              <TableCell sx={{ width: "22%" }}>{translate("app.productList.fields.price")}</TableCell>
              <TableCell sx={{ width: "15%" }}>{translate("app.productList.fields.min_quantity")}</TableCell>
              <TableCell>{translate("app.productList.fields.published")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={row.id}>
                <TableCell>
                  <ProductPicture src={row.preview_photo_url} alt={row.name} size={40} />
                </TableCell>
                <TableCell>
                  <TextInput
                    source={`products.${i}.name`}
                    label={false}
                    size="small"
                    parse={keepText}
                    slotProps={{ htmlInput: { maxLength: 50, "aria-label": label("name", i) } }}
                    helperText={false}
                  />
                </TableCell>
                <TableCell>
                  <MoneyInput
                    source={`products.${i}.price`}
                    label={false}
                    size="small"
                    slotProps={{ htmlInput: { "aria-label": label("price", i) } }}
                    helperText={false}
                  />
                </TableCell>
                <TableCell>
                  <NumberInput
                    source={`products.${i}.min_quantity`}
                    label={false}
                    size="small"
                    min={1}
                    slotProps={{ htmlInput: { "aria-label": label("min_quantity", i) } }}
                    helperText={false}
                  />
                </TableCell>
                <TableCell>
                  <BooleanInput
                    source={`products.${i}.available`}
                    label={false}
                    helperText={false}
                    options={{ slotProps: { input: { "aria-label": label("published", i) } } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <SaveCancelActions
        onCancel={onClose}
        onSave={() => {
          setTaken(false);
          void save();
        }}
        disabled={busy}
      />
    </>
  );
};

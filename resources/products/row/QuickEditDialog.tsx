import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogTitle, Stack } from "@mui/material";
import { BooleanInput, Form, NumberInput, setSubmissionErrors, TextInput, useTranslate } from "react-admin";
import { useFormContext, useFormState, useWatch, type Resolver } from "react-hook-form";
import { SaveCancelActions } from "../../../ui/SaveCancelActions";
import { ConflictDialog } from "../../../ui/ConflictDialog";
import { MoneyInput } from "../../../ui/MoneyInput";
import { useMinimumPriceText } from "../../../ui/MoneyField";
import { fromLocalInput, keepText } from "../../../ui/fields/values";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { QuickEdit } from "../../../providers/data/productList";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { checkProductValues, type EditErrors } from "../productValueRules";
import { checkedValues } from "../../../ui/checkedValues";
import { useProductAction } from "../useProductAction";
import { productNow } from "./productsNow";
import { editedValues, quickValues, shownValues, valuesOnTop, type QuickValues } from "./quickEditValues";

/** The form's values: the fields, and the version of the product they were read from. */
type QuickForm = QuickValues & { version?: number };

const WINDOW = "app.productList.validation.window";
const L = (field: string) => `app.productList.fields.${field}`;

const formOf = (product: ProductRecord, values = quickValues(product)): QuickForm => ({
  ...values,
  version: product.version,
});

/**
 * The rules the browser checks before a call: the list's product rules, a slug, and a publish
 * window whose start is before its end. Messages are translation keys; the inputs translate them.
 */
const resolver: Resolver<QuickForm> = (values) => {
  const errors: EditErrors = {};
  checkProductValues({ name: values.name, cents: values.price, min_quantity: values.min_quantity }, errors);
  if (!values.slug.trim()) errors.slug = "app.productList.validation.required";
  const [start, end] = [fromLocalInput(values.published_from), fromLocalInput(values.published_to)];
  if (start && end && start >= end) errors.published_from = WINDOW;
  return checkedValues(values, errors);
};

/**
 * Quick edit from the list (POST /api/quick-edit/product): the fields a list row shows, saved with
 * the version the row was read at. A product someone else saved meanwhile opens the conflict
 * dialog: reload their version, or apply the user's edits on top of it.
 */
export const QuickEditDialog = ({ product, onClose }: { product: ProductRecord; onClose: () => void }) => {
  const translate = useTranslate();
  // The form's record stays the one first read: a new record would reset the form.
  const [initial] = useState(() => formOf(product));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate("app.productList.quick_edit.title")}</DialogTitle>
      <Form<QuickForm> record={initial} resolver={resolver} noValidate disableInvalidFormNotification>
        <QuickEditForm product={product} onClose={onClose} />
      </Form>
    </Dialog>
  );
};

const QuickEditForm = ({ product, onClose }: { product: ProductRecord; onClose: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { run, busy } = useProductAction();
  const { resay } = useMinimumPriceText();
  const { getValues, handleSubmit, reset, setValue } = useFormContext<QuickForm>();
  // The server's errors are keyed by its own field paths, each a string.
  const { setError } = useFormContext();
  // The product as the dialog goes on from: as the list read it, or as reloaded after a conflict.
  const [read, setRead] = useState(product);
  const [stale, setStale] = useState<ProductRecord | null>(null);
  const name = useWatch<QuickForm, "name">({ name: "name" });

  // A start not before the end is cleared, and the save refused.
  const fromError = useFormState<QuickForm>({ name: "published_from" }).errors.published_from;
  useEffect(() => {
    if (fromError?.message === WINDOW) setValue("published_from", "");
  }, [fromError, setValue]);

  const send = async (v: QuickForm) => {
    // The resolver refuses a missing price before this.
    if (v.price === null) return;
    const body: QuickEdit = {
      id: product.id,
      name: v.name.trim(),
      slug: v.slug.trim(),
      price: v.price,
      available: v.available ? 1 : 0,
      min_quantity: Number(v.min_quantity),
      published_from: fromLocalInput(v.published_from),
      published_to: fromLocalInput(v.published_to),
      version: v.version,
    };
    const result = await run(
      () =>
        dataProvider.quickEditProduct(body).catch((error: unknown) => {
          setStale(productNow(error));
          throw error;
        }),
      "app.productList.quick_edit.saved",
    );
    if (result.ok) onClose();
    else
      setSubmissionErrors(
        // The minimum price is named in the UI language; the inputs translate the rest.
        Object.fromEntries(
          Object.entries(result.fieldErrors).map(([field, text]) => [field, resay(text) ?? text]),
        ),
        setError,
      );
  };
  const save = handleSubmit(send);

  /** The dialog goes on from the product as it is now, showing `shown`. */
  const goOnFrom = (now: ProductRecord, shown: QuickValues) => {
    setRead(now);
    reset(formOf(now, shown));
    setStale(null);
  };

  const readValues = quickValues(read);
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput
            source="name"
            label={L("name")}
            parse={keepText}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            helperText={`${name.length}/50`}
          />
          <TextInput
            source="slug"
            label={L("slug")}
            parse={keepText}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            helperText={false}
          />
          <MoneyInput source="price" label={L("price")} helperText={false} />
          <NumberInput source="min_quantity" label={L("min_quantity")} min={1} helperText={false} />
          <BooleanInput source="available" label={L("published")} helperText={false} />
          <Stack direction="row" spacing={2}>
            {(["published_from", "published_to"] as const).map((field) => (
              <TextInput
                key={field}
                source={field}
                label={L(field)}
                type="datetime-local"
                parse={keepText}
                slotProps={{ inputLabel: { shrink: true } }}
                helperText={false}
                fullWidth
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <SaveCancelActions onCancel={onClose} onSave={() => void save()} disabled={busy} />
      {stale && (
        <ConflictDialog
          read={shownValues(readValues)}
          now={shownValues(quickValues(stale))}
          mine={shownValues(editedValues(getValues(), readValues))}
          labels={{
            name: translate(L("name")),
            slug: translate(L("slug")),
            price: translate(L("price")),
            available: translate(L("published")),
            min_quantity: translate(L("min_quantity")),
            published_from: translate(L("published_from")),
            published_to: translate(L("published_to")),
          }}
          busy={busy}
          onReload={() => goOnFrom(stale, quickValues(stale))}
          onApply={() => {
            goOnFrom(stale, valuesOnTop(getValues(), readValues, quickValues(stale)));
            void save();
          }}
          onClose={() => setStale(null)}
        />
      )}
    </>
  );
};

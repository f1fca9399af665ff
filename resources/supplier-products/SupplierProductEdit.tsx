import { HeldRecord } from "../../providers/live/useHeldRecord";
import { Card, CardContent, CardHeader } from "@mui/material";
import {
  DeleteButton,
  Edit,
  SaveButton,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { useParams } from "react-router-dom";
import { StaleSaveDialog, useStaleSave } from "../../ui/StaleSaveDialog";
import { CloneSupplierProductButton } from "./CloneSupplierProductButton";
import { SizeImages } from "./SizeImages";
import { F, SupplierProductForm } from "./SupplierProductForm";
import { SUPPLIER_PRODUCT_FIELDS, supplierProductInput } from "../../domain/supplier-product-input";
import type { FormValuesOf } from "../../ui/StaleSaveDialog";
import type { SupplierProductDetail } from "../../domain/contracts/supplier-products";

const EditTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<SupplierProductDetail>();
  return <>{translate("app.catalogue.supplier_products.edit_title", { name: record?.name ?? "" })}</>;
};

/** The size chart pictures of the saved blank, replaced as a set. */
const SizeImagesCard = () => {
  const translate = useTranslate();
  const record = useRecordContext<SupplierProductDetail>();
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title={translate("app.catalogue.admin.size_images")} />
      <CardContent>
        <SizeImages key={record.id} productId={record.id} initial={record.size_images} />
      </CardContent>
    </Card>
  );
};

/**
 * The blank as its form sends it: the form's schema keeps only the fields it saves (a variant's
 * SKU and pictures are the server's), so the record read is compared in that shape, or a
 * conflict would list the variants as the user's own edit. A stored blank that breaks a rule of
 * today stays as read.
 */
const asSent: FormValuesOf = (record) => {
  const parsed = supplierProductInput.safeParse(record);
  return parsed.success ? parsed.data : record;
};

/**
 * /SupplierProduct/:id (the spec's /master/admin/product/:id): a blank with its variants and size
 * charts. Saving waits for the server (price changes notify the stores selling the blank) and
 * stays on the page; deleting goes back to the list. A save on the version read, when another
 * admin saved the blank meanwhile, opens the conflict dialog instead of overwriting their save.
 */
const SupplierProductEdit = () => {
  const { id = "" } = useParams();
  const notify = useNotify();
  const translate = useTranslate();
  const { stale, setStale, onError } = useStaleSave(asSent);
  const labels = Object.fromEntries(SUPPLIER_PRODUCT_FIELDS.map((f) => [f, translate(`${F}.${f}`)]));
  const saved = () => notify("app.catalogue.admin.saved", { type: "success" });
  return (
    <Edit
      resource="SupplierProduct"
      title={<EditTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: saved, onError }}
      actions={
        <TopToolbar>
          <CloneSupplierProductButton />
        </TopToolbar>
      }
    >
      <HeldRecord />
      <SupplierProductForm
        toolbar={
          <Toolbar sx={{ gap: 1, bgcolor: "background.paper" }}>
            {/* A stored blank may already break a rule (a size off the list): saving checks it again. */}
            <SaveButton alwaysEnable />
            <DeleteButton mutationMode="pessimistic" sx={{ ml: "auto" }} />
            <StaleSaveDialog
              resource="SupplierProduct"
              id={id}
              stale={stale}
              onChange={setStale}
              onSaved={saved}
              toValues={asSent}
              labels={labels}
            />
          </Toolbar>
        }
      />
      <SizeImagesCard />
    </Edit>
  );
};

export default SupplierProductEdit;

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
import { CloneSupplierProductButton } from "./CloneSupplierProductButton";
import { SizeImages } from "./SizeImages";
import { SupplierProductForm } from "./SupplierProductForm";
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
 * /SupplierProduct/:id (the spec's /master/admin/product/:id): a blank with its variants and size
 * charts. Saving waits for the server (price changes notify the stores selling the blank) and
 * stays on the page; deleting goes back to the list.
 */
const SupplierProductEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      resource="SupplierProduct"
      title={<EditTitle />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify("app.catalogue.admin.saved", { type: "success" }) }}
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
          </Toolbar>
        }
      />
      <SizeImagesCard />
    </Edit>
  );
};

export default SupplierProductEdit;

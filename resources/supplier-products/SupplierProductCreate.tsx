import { useState } from "react";
import { Create, SaveButton, Toolbar, useNotify, useRedirect, useTranslate } from "react-admin";
import { SupplierProductForm, newSupplierProductDefaults } from "./SupplierProductForm";
import type { SupplierProductRecord } from "../../domain/contracts/supplier-products";

/** /SupplierProduct/create (the spec's /master/admin/product/create): a new blank, opened once saved. */
const SupplierProductCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  // Made once: new default values would reset what the user typed.
  const [defaults] = useState(newSupplierProductDefaults);
  return (
    <Create
      resource="SupplierProduct"
      title={translate("app.catalogue.admin.new_product")}
      mutationOptions={{
        onSuccess: (saved: SupplierProductRecord) => {
          notify("app.catalogue.admin.saved", { type: "success" });
          redirect("edit", "SupplierProduct", saved.id);
        },
      }}
    >
      <SupplierProductForm
        defaultValues={defaults}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      />
    </Create>
  );
};

export default SupplierProductCreate;

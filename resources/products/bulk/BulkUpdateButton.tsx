import { useState } from "react";
import EditNoteIcon from "@mui/icons-material/EditNote";
import { Button, useListContext, useTranslate } from "react-admin";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { UpdateMultipleDialog } from "./UpdateMultipleDialog";

/** "Update multiple": the selected products of the page in one editable table. */
export const BulkUpdateButton = () => {
  const { selectedIds, data } = useListContext<ProductRecord>();
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const chosen = (data ?? []).filter((row) => selectedIds.includes(row.id));
  return (
    <>
      <Button
        label="app.productList.bulk.update"
        // Named when disabled too: on a phone it is an icon alone.
        aria-label={translate("app.productList.bulk.update")}
        onClick={() => setOpen(true)}
        disabled={chosen.length === 0}
      >
        <EditNoteIcon />
      </Button>
      {open && <UpdateMultipleDialog products={chosen} onClose={() => setOpen(false)} />}
    </>
  );
};

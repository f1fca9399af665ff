import { useState } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import { Button, Confirm, useListContext } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useProductAction } from "../useProductAction";

/** Soft delete after the spec's confirm ("Are you sure, you want delete this element?", No / Yes). */
export const BulkDeleteButton = () => {
  const dataProvider = useAppDataProvider();
  const { selectedIds } = useListContext();
  const { run, busy } = useProductAction();
  const [open, setOpen] = useState(false);
  const ids = selectedIds.map(Number);
  return (
    <>
      <Button label="app.productList.bulk.delete" color="error" onClick={() => setOpen(true)} disabled={busy}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.productList.bulk.delete_title"
        content="app.confirm.default"
        translateOptions={{ smart_count: ids.length }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={async () => {
          await run(() => dataProvider.deleteProducts(ids), "app.productList.bulk.deleted", {
            smart_count: ids.length,
          });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { Button, useListContext } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useProductAction } from "../useProductAction";

/** Copies the selected products (unpublished, after the last one). */
export const BulkDuplicateButton = () => {
  const dataProvider = useAppDataProvider();
  const { selectedIds } = useListContext();
  const { run, busy } = useProductAction();
  const ids = selectedIds.map(Number);
  return (
    <Button
      label="app.productList.bulk.duplicate"
      disabled={busy}
      onClick={() =>
        void run(() => dataProvider.duplicateProducts(ids), "app.productList.bulk.duplicated", {
          smart_count: ids.length,
        })
      }
    >
      <ContentCopyIcon />
    </Button>
  );
};

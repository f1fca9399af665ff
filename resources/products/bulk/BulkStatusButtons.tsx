import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { Button, useListContext } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import { useProductAction } from "../useProductAction";

/** Publish or unpublish every selected product (POST /api/products/change/status). */
export const BulkStatusButtons = () => {
  const dataProvider = useAppDataProvider();
  const { selectedIds } = useListContext();
  const { run, busy } = useProductAction();
  const ids = selectedIds.map(Number);
  const set = (status: "published" | "unpublished") =>
    void run(() => dataProvider.setProductsStatus(ids, status), "app.productList.bulk.status_changed", {
      smart_count: ids.length,
    });
  return (
    <>
      <Button label="app.productList.bulk.publish" disabled={busy} onClick={() => set("published")}>
        <VisibilityIcon />
      </Button>
      <Button label="app.productList.bulk.unpublish" disabled={busy} onClick={() => set("unpublished")}>
        <VisibilityOffIcon />
      </Button>
    </>
  );
};

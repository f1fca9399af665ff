import { useState } from "react";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import EditIcon from "@mui/icons-material/Edit";
import FlashOnIcon from "@mui/icons-material/FlashOn";
import RestoreIcon from "@mui/icons-material/RestoreFromTrash";
import { IconButton, Stack, Tooltip } from "@mui/material";
import { Link, useRecordContext, useTranslate } from "react-admin";
import { useAppDataProvider } from "../../../providers/dataProvider";
import type { ProductRecord } from "../../../domain/contracts/product-list";
import { useProductAction } from "../useProductAction";
import { QuickEditDialog } from "./QuickEditDialog";

/** Per row: edit (the product editor), quick edit, duplicate; restore on the Deleted tab. */
export const ProductRowActions = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const record = useRecordContext<ProductRecord>();
  const { run, busy } = useProductAction();
  const [editing, setEditing] = useState(false);
  if (!record) return null;
  const label = (key: string) => translate(`app.productList.actions.${key}`, { name: record.name });

  if (record.deleted_at) {
    return (
      <Tooltip title={label("restore")}>
        <IconButton
          aria-label={label("restore")}
          disabled={busy}
          onClick={() =>
            void run(() => dataProvider.restoreDeletedProduct(record.id), "app.productList.actions.restored")
          }
        >
          <RestoreIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      <Tooltip title={label("edit")}>
        <IconButton aria-label={label("edit")} component={Link} to={`/products/edit/${record.id}`}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={label("quick_edit")}>
        <IconButton aria-label={label("quick_edit")} onClick={() => setEditing(true)}>
          <FlashOnIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={label("duplicate")}>
        <IconButton
          aria-label={label("duplicate")}
          disabled={busy}
          onClick={() =>
            void run(() => dataProvider.duplicateProducts([record.id]), "app.productList.bulk.duplicated", {
              smart_count: 1,
            })
          }
        >
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      {editing && <QuickEditDialog product={record} onClose={() => setEditing(false)} />}
    </Stack>
  );
};

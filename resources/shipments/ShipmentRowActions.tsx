import { IconButton } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useRecordContext, useTranslate } from "react-admin";
import type { ShipmentRecord } from "../../domain/contracts/orders";

interface Props {
  onEdit: (row: ShipmentRecord) => void;
  onDelete: (row: ShipmentRecord) => void;
}

/** Edit and delete of one shipment (shown to those who may write shipments). */
export const ShipmentRowActions = ({ onEdit, onDelete }: Props) => {
  const translate = useTranslate();
  const row = useRecordContext<ShipmentRecord>();
  if (!row) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate("app.orders.shipments.edit")}
        onClick={(event) => {
          event.stopPropagation();
          onEdit(row);
        }}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={translate("app.orders.shipments.delete")}
        onClick={(event) => {
          event.stopPropagation();
          onDelete(row);
        }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
};

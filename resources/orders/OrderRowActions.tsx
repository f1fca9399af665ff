import { IconButton, Tooltip } from "@mui/material";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import VisibilityIcon from "@mui/icons-material/VisibilityOutlined";
import { useRecordContext, useRefresh, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import type { OrderRecord } from "../../domain/contracts/orders";
import { useDeleteOrder } from "./useDeleteOrder";

/** The admin view's actions column: open the order, delete it after the confirmation. */
export const OrderRowActions = () => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const remove = useDeleteOrder();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <>
      <Tooltip title={translate("app.orders.actions.view")}>
        <IconButton
          component={Link}
          to={`/Order/${record.id}/show`}
          size="small"
          aria-label={translate("app.orders.actions.view")}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {record.deleted_at === null ? (
        <Tooltip title={translate("app.orders.actions.delete")}>
          <IconButton
            size="small"
            color="error"
            aria-label={translate("app.orders.actions.delete")}
            onClick={(event) => {
              event.stopPropagation();
              void remove(record.id).then((done) => done && refresh());
            }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </>
  );
};

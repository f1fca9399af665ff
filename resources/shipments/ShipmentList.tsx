import { useState } from "react";
import { Box, Button, Card, IconButton, MenuItem, Stack, TextField } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import { Title, useNotify, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { SHIPMENT_STATUSES } from "../../domain/order-money";
import { useAppDataProvider } from "../../providers/dataProvider";
import { formatDate } from "../../ui/format";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { PagedTable, type Column } from "../../ui/lists/PagedTable";
import { SearchField } from "../../ui/lists/SearchField";
import { usePaging } from "../../ui/lists/usePaging";
import { readFailure, useServerText } from "../../ui/useServerText";
import { ShipmentDialog } from "./ShipmentDialog";
import { useCanShip } from "./useCanShip";
import { useShipmentsChanged } from "./useShipmentsChanged";
import { useShipments, type ShipmentRow } from "./useShipments";

/** /shippments: the active store's shipments with carrier, tracking number and status; add, edit, delete. */
const ShipmentList = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const [status, setStatus] = useState("");
  const [q, setQ] = useState("");
  const paging = usePaging();
  const [editing, setEditing] = useState<ShipmentRow | "new" | null>(null);
  const query = useShipments({ status, q: q.trim() }, paging);
  const L = (key: string) => translate(`app.orders.shipments.fields.${key}`);
  const changed = useShipmentsChanged();
  const canShip = useCanShip();

  const remove = (row: ShipmentRow) =>
    confirm({ content: "app.orders.shipments.delete_confirm" }).then(async () => {
      try {
        await dataProvider.deleteShipment(row.id);
        notify("app.orders.shipments.deleted", { type: "success" });
        await changed(row.order_id);
      } catch (error) {
        notify(serverText(readFailure(error)), { type: "error" });
      }
    }, ignoreCanceled);

  const shipmentActions: Column<ShipmentRow> = {
    align: "right",
    nowrap: true,
    cell: (row) => (
      <>
        <IconButton
          size="small"
          aria-label={translate("app.orders.shipments.edit")}
          onClick={() => setEditing(row)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          color="error"
          aria-label={translate("app.orders.actions.delete")}
          onClick={() => void remove(row)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </>
    ),
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate("app.orders.shipments.title")} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2 }} alignItems={{ sm: "center" }}>
        <SearchField label={L("tracking_number")} value={q} onChange={setQ} paging={paging} />
        <TextField
          select
          size="small"
          label={L("status")}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            paging.reset();
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">—</MenuItem>
          {SHIPMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.orders.shipments.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {canShip ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing("new")}
            sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
          >
            {translate("app.orders.shipments.add")}
          </Button>
        ) : null}
      </Stack>
      <Card variant="outlined">
        <PagedTable
          query={query}
          paging={paging}
          rowKey={(row) => row.id}
          empty="app.orders.shipments.empty"
          columns={[
            {
              label: L("order_id"),
              cell: (row) => <Link to={`/orders/${row.order_id}`}>#{row.order_id}</Link>,
            },
            { label: L("buyer"), cell: (row) => row.buyer_name },
            { label: L("carrier"), cell: (row) => row.carrier },
            { label: L("tracking_number"), cell: (row) => row.tracking_number },
            {
              label: L("status"),
              cell: (row) => translate(`app.orders.shipments.status.${row.status}`, { _: row.status }),
            },
            { label: L("shipped_at"), cell: (row) => formatDate(row.shipped_at) },
            ...(canShip ? [shipmentActions] : []),
          ]}
        />
      </Card>
      {editing !== null ? (
        <ShipmentDialog
          open
          shipment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void changed(saved.order_id);
          }}
        />
      ) : null}
    </Box>
  );
};

export default ShipmentList;

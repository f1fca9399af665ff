import { useState } from "react";
import { Button } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import { DataTable, SimpleList, useCanAccess, useDataProvider, useNotify, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { formatDate } from "../../ui/format";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { BulkActions } from "../../ui/lists/BulkActions";
import { ListToolbar } from "../../ui/lists/ListToolbar";
import { AppList } from "../../ui/lists/AppList";
import { readFailure, useServerText } from "../../ui/useServerText";
import { ShipmentDialog } from "./ShipmentDialog";
import { ShipmentEmpty } from "./ShipmentEmpty";
import { ShipmentRowActions } from "./ShipmentRowActions";
import { useShipmentFilters } from "./shipmentFilters";
import { useShipmentsChanged } from "./useShipmentsChanged";
import type { ShipmentRecord } from "../../domain/contracts/orders";
import { usePhone } from "../../ui/usePhone";

/**
 * The active store's shipments (/Shipment; the spec's /shippments leads here) with carrier,
 * tracking number and status; those with full admin access add, edit and delete them.
 */
const ShipmentList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const serverText = useServerText();
  const dataProvider = useDataProvider();
  const changed = useShipmentsChanged();
  const filters = useShipmentFilters();
  const small = usePhone();
  const { canAccess: canShip } = useCanAccess({ resource: "Shipment", action: "create" });
  const { canAccess: canEdit } = useCanAccess({ resource: "Shipment", action: "edit" });
  const [editing, setEditing] = useState<ShipmentRecord | "new" | null>(null);
  const L = (key: string) => translate(`app.orders.shipments.fields.${key}`);
  const status = (row: ShipmentRecord) =>
    translate(`app.orders.shipments.status.${row.status}`, { _: row.status });

  const remove = (row: ShipmentRecord) =>
    confirm({ content: "app.orders.shipments.delete_confirm" }).then(async () => {
      try {
        await dataProvider.delete("Shipment", { id: row.id, previousData: row });
        notify("app.orders.shipments.deleted", { type: "success" });
        await changed();
      } catch (error) {
        notify(serverText(readFailure(error)), { type: "error" });
      }
    }, ignoreCanceled);

  const open = (row: ShipmentRecord) => {
    if (canEdit) setEditing(row);
    return false as const;
  };

  return (
    <>
      <AppList<ShipmentRecord>
        resource="Shipment"
        title={translate("app.orders.shipments.title")}
        filters={filters}
        sort={{ field: "created_at", order: "DESC" }}
        // The list's content scrolls sideways, which would clip the bulk toolbar drawn above it: it covers the header row instead.
        empty={<ShipmentEmpty onAdd={canShip ? () => setEditing("new") : undefined} />}
        actions={
          <ListToolbar create={false}>
            {canShip ? (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
                {translate("app.orders.shipments.add")}
              </Button>
            ) : null}
          </ListToolbar>
        }
      >
        {small ? (
          <SimpleList<ShipmentRecord>
            primaryText={(r) => `#${r.order_id} · ${r.buyer_name}`}
            secondaryText={(r) => [r.carrier, r.tracking_number].join(" · ")}
            tertiaryText={status}
            rowClick={(_id, _resource, record) => open(record as ShipmentRecord)}
          />
        ) : (
          <DataTable<ShipmentRecord>
            rowClick={(_id, _resource, record) => open(record as ShipmentRecord)}
            bulkActionButtons={<BulkActions />}
            empty={<ShipmentEmpty />}
            sx={{ "& .column-order_id, & .column-shipped_at, & .shipment-actions": { whiteSpace: "nowrap" } }}
          >
            <DataTable.Col
              source="order_id"
              label={L("order_id")}
              render={(r) => (
                <Link to={`/orders/${r.order_id}`} onClick={(event) => event.stopPropagation()}>
                  #{r.order_id}
                </Link>
              )}
            />
            <DataTable.Col source="buyer_name" label={L("buyer")} disableSort />
            <DataTable.Col source="carrier" label={L("carrier")} />
            <DataTable.Col source="tracking_number" label={L("tracking_number")} disableSort />
            <DataTable.Col source="status" label={L("status")} render={status} />
            <DataTable.Col
              source="shipped_at"
              label={L("shipped_at")}
              disableSort
              render={(r) => formatDate(r.shipped_at)}
            />
            {canEdit ? (
              <DataTable.Col
                label="app.orders.fields.actions"
                disableSort
                cellClassName="shipment-actions"
                align="right"
                render={() => <ShipmentRowActions onEdit={setEditing} onDelete={(row) => void remove(row)} />}
              />
            ) : null}
          </DataTable>
        )}
      </AppList>
      {editing !== null ? (
        <ShipmentDialog
          open
          shipment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      ) : null}
    </>
  );
};

export default ShipmentList;

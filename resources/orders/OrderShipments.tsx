import { useState } from "react";
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useTranslate } from "react-admin";
import { formatDate } from "../../ui/format";
import { ShipmentDialog, useShipmentsChanged } from "./shipmentParts";
import { TrackingDialog } from "./TrackingDialog";
import type { OrderDetail, Shipment } from "../../domain/contracts/orders";

/** The order's shipments: carrier, tracking number (with the supplier's tracking), status. */
export const OrderShipments = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const changed = useShipmentsChanged();
  const [editing, setEditing] = useState<Shipment | null | "new">(null);
  const [tracking, setTracking] = useState<string | null>(null);
  const saved = () => {
    setEditing(null);
    void changed(["Order", "getOne", { id: String(order.id) }]);
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6">{translate("app.orders.detail.shipments")}</Typography>
          {order.can.ship ? (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setEditing("new")}
              sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
            >
              {translate("app.orders.shipments.add")}
            </Button>
          ) : null}
        </Stack>
        {order.shipments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate("app.orders.detail.no_shipments")}
          </Typography>
        ) : (
          // On a phone the table scrolls sideways inside its card instead of being cut off.
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small">
              <TableBody>
                {order.shipments.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>{s.carrier}</TableCell>
                    <TableCell>{s.tracking_number}</TableCell>
                    <TableCell>
                      {translate(`app.orders.shipments.status.${s.status}`, { _: s.status })}
                    </TableCell>
                    <TableCell>{formatDate(s.shipped_at)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => setTracking(s.tracking_number)}>
                        {translate("app.orders.actions.track")}
                      </Button>
                      {order.can.ship ? (
                        <IconButton
                          size="small"
                          aria-label={translate("app.orders.shipments.edit")}
                          onClick={() => setEditing(s)}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
      {editing !== null ? (
        <ShipmentDialog
          open
          orderId={order.id}
          shipment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
      <TrackingDialog number={tracking} onClose={() => setTracking(null)} />
    </Card>
  );
};

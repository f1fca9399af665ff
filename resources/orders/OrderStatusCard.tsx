import { useState } from "react";
import {
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { ORDER_STATUSES } from "../../domain/orders";
import { useAppDataProvider } from "../../providers/dataProvider";
import { ignoreCanceled, useConfirm } from "../../ui/ConfirmDialog";
import { readFailure, useServerText } from "../../ui/useServerText";
import { OrderStatusChip } from "./OrderStatusChip";
import type { OrderDetail } from "../../domain/contracts/orders";
import { useSetOrder } from "./useSetOrder";

/** Status change with a note (PUT /api/orders/{id}/status) and the history it leaves. */
export const OrderStatusCard = ({ order }: { order: OrderDetail }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const setOrder = useSetOrder();
  const confirm = useConfirm();
  const [status, setStatus] = useState<string>(order.status);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const next = await dataProvider.setOrderStatus(order.id, status, note || null);
      setNote("");
      setOrder(next);
      notify("app.orders.status_changed", { type: "success" });
    } catch (e) {
      const failure = readFailure(e);
      setError(serverText(failure.fieldErrors.status ?? failure.message));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate("app.orders.detail.history")}
        </Typography>
        {order.can.change_status ? (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mb: 2 }} alignItems="flex-start">
            <TextField
              select
              size="small"
              label={translate("app.orders.fields.status")}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              error={error !== null}
              helperText={error ?? " "}
              sx={{ minWidth: 160 }}
            >
              {ORDER_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`app.order_status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={translate("app.orders.fields.note")}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              helperText=" "
              sx={{ flex: 1 }}
            />
            <Button
              variant="contained"
              onClick={() =>
                // Canceling refunds the buyer and cannot be undone: it is confirmed first.
                status === "canceled"
                  ? void confirm({ content: "app.orders.cancel_confirm" }).then(save, ignoreCanceled)
                  : void save()
              }
              disabled={saving || status === order.status}
            >
              {translate("app.orders.actions.change_status")}
            </Button>
          </Stack>
        ) : null}
        <List dense disablePadding>
          {order.history.map((h) => (
            <ListItem key={h.id} disableGutters>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center">
                    <OrderStatusChip status={h.to_status} />
                    <span>
                      {h.from_status === null ? translate("app.orders.detail.created") : (h.note ?? "")}
                    </span>
                  </Stack>
                }
                secondary={`${new Date(h.created_at).toLocaleString()}${h.user_name ? ` · ${translate("app.orders.detail.by", { name: h.user_name })}` : ""}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

import { useState } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { SHIPMENT_STATUSES, shipmentSchema } from "../../domain/order-money";
import { useAppDataProvider } from "../../providers/dataProvider";
import { readFailure, useServerText } from "../../ui/useServerText";
import type { Shipment } from "../../domain/contracts/orders";

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (shipment: Shipment) => void;
  /** Editing this shipment; else a new one. */
  shipment?: Shipment | null;
  /** The order a new shipment belongs to; asked for when missing. */
  orderId?: number;
}

interface Values {
  order_id: string;
  carrier: string;
  tracking_number: string;
  status: string;
  shipped_at: string;
  delivered_at: string;
  note: string;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");

function initial(shipment: Shipment | null | undefined, orderId: number | undefined): Values {
  return {
    order_id: String(shipment?.order_id ?? orderId ?? ""),
    carrier: shipment?.carrier ?? "",
    tracking_number: shipment?.tracking_number ?? "",
    status: shipment?.status ?? "pending",
    shipped_at: day(shipment?.shipped_at),
    delivered_at: day(shipment?.delivered_at),
    note: shipment?.note ?? "",
  };
}

/** Add or change a shipment: carrier, tracking number, status and dates; errors show beside the fields. */
export const ShipmentDialog = ({ open, onClose, onSaved, shipment, orderId }: Props) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const serverText = useServerText();
  const [values, setValues] = useState<Values>(() => initial(shipment, orderId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const L = (key: string) => translate(`app.orders.shipments.fields.${key}`);
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const save = async () => {
    const body = {
      order_id: Number(values.order_id),
      carrier: values.carrier,
      tracking_number: values.tracking_number,
      status: values.status,
      shipped_at: values.shipped_at || null,
      delivered_at: values.delivered_at || null,
      note: values.note || null,
    };
    const checked = shipmentSchema.safeParse(body);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      // The BREAD model writes through the shipment service: same rules, same order checks.
      const { data: saved } = shipment
        ? await dataProvider.update<Shipment>("Shipment", {
            id: shipment.id,
            data: body,
            previousData: shipment,
          })
        : await dataProvider.create<Shipment>("Shipment", { data: body });
      notify("app.orders.shipments.saved", { type: "success" });
      onSaved(saved);
    } catch (error) {
      const failure = readFailure(error);
      setErrors(failure.fieldErrors);
      notify(serverText(failure.message), { type: "error" });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof Values, extra: Record<string, unknown> = {}) => (
    <TextField
      label={L(key)}
      value={values[key]}
      onChange={set(key)}
      error={errors[key] !== undefined}
      helperText={errors[key] ? serverText(errors[key]) : " "}
      fullWidth
      size="small"
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(shipment ? "app.orders.shipments.edit" : "app.orders.shipments.add")}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {orderId === undefined && !shipment ? field("order_id", { type: "number" }) : null}
          {field("carrier")}
          {field("tracking_number")}
          {field("status", {
            select: true,
            children: SHIPMENT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`app.orders.shipments.status.${s}`)}
              </MenuItem>
            )),
          })}
          {field("shipped_at", { type: "date", slotProps: { inputLabel: { shrink: true } } })}
          {field("delivered_at", { type: "date", slotProps: { inputLabel: { shrink: true } } })}
          {field("note", { multiline: true, minRows: 2 })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.orders.actions.cancel")}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {translate("app.orders.actions.save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

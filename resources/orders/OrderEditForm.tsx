import { useState } from "react";
import { Button, Card, CardContent, Grid, IconButton, Stack, TextField, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/RemoveCircleOutline";
import { useTranslate } from "react-admin";
import { orderEditSchema, splitOrder, type OrderEditInput } from "../../domain/order-money";
import { formatCents } from "../../ui/format";
import { toCents, toDollars } from "../../domain/money";
import { useServerText } from "../../ui/useServerText";
import type { OrderDetail } from "../../domain/contracts/orders";

type Line = OrderEditInput["items"][number];

export function editInput(order: OrderDetail): OrderEditInput {
  const a = order.shipping_address;
  return {
    buyer_name: order.buyer_name,
    buyer_email: order.buyer_email,
    shipping_address: {
      name: a.name ?? null,
      phone: a.phone ?? null,
      street: a.street ?? "",
      city: a.city ?? "",
      postal: a.postal ?? "",
      state: a.state ?? null,
      country: a.country ?? "",
    },
    items: order.items.map((i) => ({
      product_id: i.product_id,
      product_variant_id: i.product_variant_id,
      name: i.name,
      quantity: i.quantity,
      unit_price: i.unit_price,
      unit_cost: i.unit_cost ?? 0,
      unit_platform_fee: i.unit_platform_fee ?? 0,
    })),
  };
}

// Not a number stays in the line so the schema check names the field.
const cents = (text: string) => toCents(text) ?? Number.NaN;

/**
 * The admin's order form (clone and edit): buyer, address and lines; checked with the server's
 * schema before sending, the server's field errors shown beside the fields, the split previewed.
 */
export const OrderEditForm = ({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: OrderEditInput;
  submitLabel: string;
  onSubmit: (input: OrderEditInput) => Promise<Record<string, string> | null>;
}) => {
  const translate = useTranslate();
  const serverText = useServerText();
  const [value, setValue] = useState<OrderEditInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const L = (key: string) => translate(`app.orders.fields.${key}`);
  const err = (key: string) => (errors[key] ? serverText(errors[key]) : " ");
  const setLine = (i: number, patch: Partial<Line>) =>
    setValue((v) => ({ ...v, items: v.items.map((l, j) => (j === i ? { ...l, ...patch } : l)) }));
  const setAddress = (key: keyof OrderEditInput["shipping_address"], text: string) =>
    setValue((v) => ({ ...v, shipping_address: { ...v.shipping_address, [key]: text } }));
  const valid = value.items.every(
    (l) =>
      Number.isInteger(l.unit_price) &&
      Number.isInteger(l.unit_cost) &&
      Number.isInteger(l.unit_platform_fee) &&
      l.quantity >= 1,
  );
  const split = valid && value.items.length > 0 ? splitOrder(value.items) : null;

  const submit = async () => {
    const checked = orderEditSchema.safeParse(value);
    if (!checked.success) {
      const next: Record<string, string> = {};
      for (const issue of checked.error.issues) next[issue.path.join(".")] ??= issue.message;
      setErrors(next);
      return;
    }
    setSaving(true);
    setErrors((await onSubmit(value)) ?? {});
    setSaving(false);
  };

  const address = (["street", "city", "postal", "state", "country", "phone"] as const).map((key) => (
    <Grid key={key} size={{ xs: 12, sm: 4 }}>
      <TextField
        fullWidth
        size="small"
        label={translate(`app.orders.address.${key}`)}
        value={value.shipping_address[key] ?? ""}
        onChange={(e) => setAddress(key, e.target.value)}
        error={errors[`shipping_address.${key}`] !== undefined}
        helperText={err(`shipping_address.${key}`)}
      />
    </Grid>
  ));

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">{translate("app.orders.admin.buyer")}</Typography>
        <Grid container spacing={1} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={L("buyer")}
              value={value.buyer_name}
              onChange={(e) => setValue((v) => ({ ...v, buyer_name: e.target.value }))}
              error={errors.buyer_name !== undefined}
              helperText={err("buyer_name")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={L("email")}
              value={value.buyer_email}
              onChange={(e) => setValue((v) => ({ ...v, buyer_email: e.target.value }))}
              error={errors.buyer_email !== undefined}
              helperText={err("buyer_email")}
            />
          </Grid>
          {address}
        </Grid>
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate("app.orders.admin.lines")}
        </Typography>
        {errors.items ? (
          <Typography color="error" variant="body2">
            {serverText(errors.items)}
          </Typography>
        ) : null}
        {value.items.map((line, i) => (
          <Stack
            key={i}
            direction={{ xs: "column", sm: "row" }}
            spacing={1}
            sx={{ mt: 1 }}
            alignItems="flex-start"
          >
            <TextField
              size="small"
              label={L("name")}
              value={line.name}
              onChange={(e) => setLine(i, { name: e.target.value })}
              error={errors[`items.${i}.name`] !== undefined}
              helperText={err(`items.${i}.name`)}
              sx={{ flex: 2 }}
            />
            <TextField
              size="small"
              type="number"
              label={L("quantity")}
              value={line.quantity}
              onChange={(e) => setLine(i, { quantity: Number(e.target.value) })}
              error={errors[`items.${i}.quantity`] !== undefined}
              helperText={err(`items.${i}.quantity`)}
              sx={{ width: 110 }}
            />
            <TextField
              size="small"
              type="number"
              label={L("unit_price")}
              defaultValue={toDollars(line.unit_price)}
              onChange={(e) => setLine(i, { unit_price: cents(e.target.value) })}
              error={errors[`items.${i}.unit_price`] !== undefined}
              helperText={err(`items.${i}.unit_price`)}
              sx={{ width: 140 }}
            />
            <TextField
              size="small"
              type="number"
              label={L("unit_cost")}
              defaultValue={toDollars(line.unit_cost)}
              onChange={(e) => setLine(i, { unit_cost: cents(e.target.value) })}
              error={errors[`items.${i}.unit_cost`] !== undefined}
              helperText={err(`items.${i}.unit_cost`)}
              sx={{ width: 140 }}
            />
            <TextField
              size="small"
              type="number"
              label={L("unit_platform_fee")}
              defaultValue={toDollars(line.unit_platform_fee)}
              onChange={(e) => setLine(i, { unit_platform_fee: cents(e.target.value) })}
              error={errors[`items.${i}.unit_platform_fee`] !== undefined}
              helperText={err(`items.${i}.unit_platform_fee`)}
              sx={{ width: 170 }}
            />
            <IconButton
              aria-label={translate("app.orders.actions.remove_line")}
              onClick={() => setValue((v) => ({ ...v, items: v.items.filter((_, j) => j !== i) }))}
            >
              <RemoveIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          onClick={() =>
            setValue((v) => ({
              ...v,
              items: [
                ...v.items,
                {
                  product_id: null,
                  product_variant_id: null,
                  name: "",
                  quantity: 1,
                  unit_price: 0,
                  unit_cost: 0,
                  unit_platform_fee: 0,
                },
              ],
            }))
          }
        >
          {translate("app.orders.actions.add_line")}
        </Button>
        {split ? (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="split-preview">
            {L("price")}: {formatCents(split.total)} · {L("profit")}: {formatCents(split.profit)} ·{" "}
            {L("amount")}: {formatCents(split.platform_fee)} · {L("supplier_cost")}:{" "}
            {formatCents(split.supplier_cost)}
          </Typography>
        ) : null}
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => void submit()} disabled={saving}>
          {submitLabel}
        </Button>
      </CardContent>
    </Card>
  );
};

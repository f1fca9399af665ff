import { Button, Card, CardContent, Grid, IconButton, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/RemoveCircleOutline";
import { zodResolver } from "@hookform/resolvers/zod";
import { useServerTextResolver } from "../../ui/useServerTextResolver";
import { Form, NumberInput, TextInput, useTranslate } from "react-admin";
import { useFieldArray, useFormState, useWatch } from "react-hook-form";
import { orderEditSchema, splitOrder, type MoneyLine, type OrderEditInput } from "../../domain/order-money";
import { formatCents } from "../../ui/format";
import { MoneyInput } from "../../ui/MoneyInput";
import { useServerText } from "../../ui/useServerText";
import type { OrderDetail } from "../../domain/contracts/orders";

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

const newLine = (): OrderEditInput["items"][number] => ({
  product_id: null,
  product_variant_id: null,
  name: "",
  quantity: 1,
  unit_price: 0,
  unit_cost: 0,
  unit_platform_fee: 0,
});

/** The order's own schema, checked before a request; its messages are the server's texts. */
const checkOrder = zodResolver(orderEditSchema);

const isMoneyLine = (line: unknown): line is MoneyLine =>
  typeof line === "object" &&
  line !== null &&
  "unit_price" in line &&
  "unit_cost" in line &&
  "unit_platform_fee" in line &&
  "quantity" in line &&
  Number.isInteger(line.unit_price) &&
  Number.isInteger(line.unit_cost) &&
  Number.isInteger(line.unit_platform_fee) &&
  typeof line.quantity === "number" &&
  Number.isInteger(line.quantity) &&
  line.quantity >= 1;

/** The split of the lines as they stand in the form, while every line is a complete one. */
const SplitPreview = () => {
  const translate = useTranslate();
  const items: unknown = useWatch({ name: "items" });
  const lines = Array.isArray(items) ? items : [];
  const split = lines.length > 0 && lines.every(isMoneyLine) ? splitOrder(lines) : null;
  if (!split) return null;
  const L = (key: string) => translate(`app.orders.fields.${key}`);
  return (
    <Typography variant="body2" sx={{ mt: 2 }} data-testid="split-preview">
      {L("price")}: {formatCents(split.total)} · {L("profit")}: {formatCents(split.profit)} · {L("amount")}:{" "}
      {formatCents(split.platform_fee)} · {L("supplier_cost")}: {formatCents(split.supplier_cost)}
    </Typography>
  );
};

const messageOf = (error: unknown) =>
  typeof error === "object" && error !== null && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;

/** Why the lines as a whole are refused (none left), the resolver's or the server's. */
const LinesError = () => {
  const { errors } = useFormState({ name: "items" });
  const items: unknown = errors.items;
  // A field array's own error sits at its root once its rows are registered.
  const message =
    messageOf(items) ??
    (typeof items === "object" && items !== null && "root" in items ? messageOf(items.root) : undefined);
  return message ? (
    <Typography color="error" variant="body2">
      {message}
    </Typography>
  ) : null;
};

const F = (key: string) => `app.orders.fields.${key}`;

/** A line's money fields and their widths (the fee's label is the longest). */
const MONEY_FIELDS = [
  ["unit_price", 140],
  ["unit_cost", 140],
  ["unit_platform_fee", 170],
] as const;

/**
 * The order lines, each row keyed by the id the form gave it: removing a line takes its inputs
 * with it, so no row ever shows another line's values.
 */
const LineInputs = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: "items" });
  return (
    <>
      {fields.map((field, i) => (
        <Stack
          key={field.id}
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ mt: 1 }}
          alignItems="flex-start"
        >
          <TextInput source={`items.${i}.name`} label={F("name")} size="small" sx={{ flex: 2 }} />
          <NumberInput
            source={`items.${i}.quantity`}
            label={F("quantity")}
            size="small"
            sx={{ width: 110 }}
          />
          {MONEY_FIELDS.map(([name, width]) => (
            <MoneyInput
              key={name}
              source={`items.${i}.${name}`}
              label={F(name)}
              size="small"
              sx={{ width }}
            />
          ))}
          <IconButton aria-label={translate("app.orders.actions.remove_line")} onClick={() => remove(i)}>
            <RemoveIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => append(newLine())}>
        {translate("app.orders.actions.add_line")}
      </Button>
    </>
  );
};

const SubmitButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={isSubmitting}>
      {label}
    </Button>
  );
};

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
  const resolver = useServerTextResolver(checkOrder);

  const submit = async (values: Record<string, unknown>) => {
    // The resolver has passed these values; parsing again gives them their type.
    const checked = orderEditSchema.safeParse(values);
    if (!checked.success) return undefined;
    const errors = await onSubmit(checked.data);
    if (!errors) return undefined;
    return Object.fromEntries(Object.entries(errors).map(([path, text]) => [path, serverText(text)]));
  };

  const address = (["street", "city", "postal", "state", "country", "phone"] as const).map((key) => (
    <Grid key={key} size={{ xs: 12, sm: 4 }}>
      <TextInput
        source={`shipping_address.${key}`}
        label={`app.orders.address.${key}`}
        size="small"
        fullWidth
      />
    </Grid>
  ));

  return (
    <Form<OrderEditInput>
      record={initial}
      resolver={resolver}
      onSubmit={submit}
      noValidate
      // Each refused field says why beside it; this form has never toasted on top of that.
      disableInvalidFormNotification
    >
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">{translate("app.orders.admin.buyer")}</Typography>
          <Grid container spacing={1} sx={{ mt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="buyer_name" label={F("buyer")} size="small" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="buyer_email" label={F("email")} size="small" fullWidth />
            </Grid>
            {address}
          </Grid>
          <Typography variant="h6" sx={{ mt: 2 }}>
            {translate("app.orders.admin.lines")}
          </Typography>
          <LinesError />
          <LineInputs />
          <SplitPreview />
          <SubmitButton label={submitLabel} />
        </CardContent>
      </Card>
    </Form>
  );
};

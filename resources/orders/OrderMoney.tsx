import { Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useSeesMoney } from "../../ui/useSeesMoney";
import { formatCents } from "../../ui/format";
import type { OrderDetail } from "../../domain/contracts/orders";

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" justifyContent="space-between">
    <Typography variant="body2" fontWeight={strong ? 700 : 400}>
      {label}
    </Typography>
    <Typography variant="body2" fontWeight={strong ? 700 : 400}>
      {value}
    </Typography>
  </Stack>
);

/**
 * Totals, and the split of the price: the owner's profit and payout (those who see the store's
 * money), the platform fee and supplier cost (platform admins).
 */
export const OrderMoney = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const L = (key: string) => translate(`app.orders.fields.${key}`);
  const money = useSeesMoney([order.website_id]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate("app.orders.detail.money")}
        </Typography>
        <Stack spacing={0.5}>
          <Line label={L("subtotal")} value={formatCents(order.subtotal)} />
          {order.discount > 0 ? (
            <Line
              label={`${L("discount")}${order.code ? ` (${order.code})` : ""}`}
              value={formatCents(-order.discount)}
            />
          ) : null}
          <Line label={L("price")} value={formatCents(order.price)} strong />
          {order.gift_card > 0 ? <Line label={L("gift_card")} value={formatCents(-order.gift_card)} /> : null}
          {money && order.profit !== null ? (
            <Line label={L("profit")} value={formatCents(order.profit)} />
          ) : null}
          {order.platform_fee !== null ? (
            <Line label={L("amount")} value={formatCents(order.platform_fee)} />
          ) : null}
          {order.supplier_cost !== null ? (
            <Line label={L("supplier_cost")} value={formatCents(order.supplier_cost)} />
          ) : null}
          {money && order.payment ? (
            <Typography variant="caption" color="text.secondary">
              {translate(
                order.payment.done ? "app.orders.detail.payout_done" : "app.orders.detail.payout_open",
              )}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

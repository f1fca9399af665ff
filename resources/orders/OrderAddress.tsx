import { Card, CardContent, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { OrderDetail } from "../../domain/contracts/orders";

/** The buyer and the shipping address, one line each. */
export const OrderAddress = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const a = order.shipping_address;
  const lines = [
    a.name ?? order.buyer_name,
    a.street,
    [a.postal, a.city].filter(Boolean).join(" "),
    [a.state, a.country].filter(Boolean).join(", "),
    a.phone,
    order.buyer_email,
  ].filter((line): line is string => typeof line === "string" && line !== "");
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate("app.orders.detail.address")}
        </Typography>
        {lines.map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
};

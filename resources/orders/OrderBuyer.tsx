import { Stack, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { OrderRecord } from "../../domain/contracts/orders";
import { OneLine } from "../../ui/OneLine";

/**
 * Platform admins' lists: the buyer's name with their e-mail beneath, in one column, so the
 * amounts, the status and the actions stay in view on a laptop.
 */
export const OrderBuyer = () => {
  const order = useRecordContext<OrderRecord>();
  if (!order) return null;
  return (
    <Stack>
      <Typography variant="body2">{order.buyer_name}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        <OneLine text={order.buyer_email} maxWidth={170} />
      </Typography>
    </Stack>
  );
};

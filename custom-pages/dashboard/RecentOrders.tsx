import { Button, Card, CardHeader, List, ListItem, ListItemText, Skeleton, Typography } from "@mui/material";
import { LinkBase, useGetList, useTranslate } from "react-admin";
import { OrderStatusChip } from "../../resources/orders/OrderStatusChip";
import type { OrderRecord } from "../../resources/orders/types";
import { formatCents, formatDate } from "../../src/format";

/** The active store's five newest orders. */
export const RecentOrders = () => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<OrderRecord>("Order", {
    pagination: { page: 1, perPage: 5 },
    sort: { field: "created_at", order: "DESC" },
  });

  return (
    <Card>
      <CardHeader
        title={translate("app.dashboard.recent_orders")}
        slotProps={{ title: { variant: "h6" } }}
        action={
          <Button component={LinkBase} to="/Order" size="small">
            {translate("app.dashboard.see_all")}
          </Button>
        }
      />
      {isPending ? (
        <Skeleton variant="rectangular" height={160} sx={{ mx: 2, mb: 2, borderRadius: 2 }} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate("app.dashboard.no_orders")}
        </Typography>
      ) : (
        <List dense>
          {data.map((order) => (
            <ListItem key={order.id} secondaryAction={<OrderStatusChip status={order.status} />}>
              <ListItemText
                primary={`#${order.id} · ${order.buyer_name}`}
                secondary={`${formatDate(order.created_at)} · ${formatCents(order.price)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
};

import { Alert, Box, Button, Divider, Skeleton, Stack, Typography } from "@mui/material";
import PrintIcon from "@mui/icons-material/Print";
import { Title, useGetOne, useTranslate } from "react-admin";
import { Link, useParams } from "react-router-dom";
import { formatCents, formatDate } from "../../ui/format";
import { readFailure, useServerText } from "../../ui/useServerText";
import { OrderAddress } from "./OrderAddress";
import type { OrderDetail } from "../../domain/contracts/orders";
import { isOrderDetail } from "./types";

/** /pre-order/{id}: the order as one printable summary (packing slip) for the production team. */
const PreOrderPage = () => {
  const translate = useTranslate();
  const serverText = useServerText();
  const id = Number(useParams().id);
  const { data: order, error } = useGetOne<OrderDetail>(
    "Order",
    { id },
    { enabled: Number.isInteger(id) && id > 0, retry: false },
  );
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {serverText(readFailure(error))}
      </Alert>
    );
  if (!isOrderDetail(order)) return <Skeleton variant="rectangular" height={300} sx={{ m: 2 }} />;
  const title = translate("app.orders.detail.title", { id: order.id });
  return (
    <Box sx={{ p: 2, maxWidth: 840 }}>
      <Title title={title} />
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        sx={{ displayPrint: "none", mb: 2 }}
      >
        <Button component={Link} to={`/Order/${order.id}/show`}>
          {translate("app.orders.actions.back")}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate("app.orders.actions.print")}
        </Button>
      </Stack>
      <Typography variant="h5">{title}</Typography>
      <Typography color="text.secondary" gutterBottom>
        {order.website_name} · {formatDate(order.created_at)} ·{" "}
        {translate(`app.order_status.${order.status}`)}
      </Typography>
      <OrderAddress order={order} />
      <Divider sx={{ my: 2 }} />
      {order.items.map((item) => (
        <Stack key={item.id} direction="row" spacing={2} sx={{ py: 1 }} alignItems="center">
          {item.picture_url ? (
            <Box
              component="img"
              src={item.picture_url}
              alt={item.name}
              sx={{ width: 96, height: 96, objectFit: "cover", borderRadius: 1 }}
            />
          ) : null}
          <Box sx={{ flex: 1 }}>
            <Typography fontWeight={600}>{item.name}</Typography>
            <Typography variant="body2">
              {item.quantity} × {formatCents(item.unit_price)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate("app.orders.detail.decoration_files")}:{" "}
              {item.decoration_files.map((f) => `${f.place}: ${f.name}`).join(", ") ||
                translate("app.orders.detail.no_files")}
            </Typography>
          </Box>
        </Stack>
      ))}
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" align="right">
        {translate("app.orders.fields.total")}: {formatCents(order.price)}
      </Typography>
    </Box>
  );
};

export default PreOrderPage;

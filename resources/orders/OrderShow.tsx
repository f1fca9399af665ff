import { Alert, Box, Button, Grid, Skeleton, Stack, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import ReceiptIcon from "@mui/icons-material/ReceiptLongOutlined";
import { ShowBase, Title, useShowContext, useTranslate } from "react-admin";
import { Link, useNavigate } from "react-router-dom";
import { formatDate } from "../../ui/format";
import { readFailure, useServerText } from "../../ui/useServerText";
import { OrderStatusChip } from "./OrderStatusChip";
import { useDeleteOrder } from "./useDeleteOrder";
import { OrderAddress } from "./OrderAddress";
import { OrderItems } from "./OrderItems";
import { OrderMoney } from "./OrderMoney";
import { OrderShipments } from "./OrderShipments";
import { OrderStatusCard } from "./OrderStatusCard";
import { PresenceChip } from "../../providers/live/PresenceChip";
import type { OrderDetail } from "../../domain/contracts/orders";
import { RecordTimeline } from "../../ui/activity/RecordTimeline";
import { isOrderDetail } from "./types";

/** The order: lines with mockups and decoration files, address, totals, status and history, shipments. */
const OrderShowContent = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const serverText = useServerText();
  const remove = useDeleteOrder();
  const { record: order, error } = useShowContext<OrderDetail>();

  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {serverText(readFailure(error))}
      </Alert>
    );
  }
  if (!isOrderDetail(order)) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        <Skeleton variant="text" width={240} height={40} />
        <Skeleton variant="rectangular" height={200} sx={{ mt: 2 }} />
      </Box>
    );
  }
  const title = translate("app.orders.detail.title", { id: order.id });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack
        direction={{ xs: "column", md: "row" }}
        justifyContent="space-between"
        spacing={1}
        sx={{ mb: 2 }}
      >
        {/* Wraps: with a presence chip beside the status, one line is wider than a phone. */}
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h5">{title}</Typography>
          <OrderStatusChip status={order.status} />
          <PresenceChip entity="Order" id={order.id} />
          <Typography color="text.secondary">
            {order.website_name} · {formatDate(order.created_at)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} flexWrap="wrap">
          <Button component={Link} to={`/pre-order/${order.id}`} startIcon={<ReceiptIcon />}>
            {translate("app.orders.actions.pre_order")}
          </Button>
          {order.can.admin ? (
            <>
              <Button component={Link} to={`/master/admin/order/${order.id}`} startIcon={<ContentCopyIcon />}>
                {translate("app.orders.actions.clone")}
              </Button>
              {order.deleted_at === null ? (
                <Button component={Link} to={`/Order/${order.id}`} startIcon={<EditIcon />}>
                  {translate("app.orders.actions.edit")}
                </Button>
              ) : null}
            </>
          ) : null}
          {order.can.delete ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => void remove(order.id).then((done) => done && navigate("/Order"))}
            >
              {translate("app.orders.actions.delete")}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {order.deleted_at !== null ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate("app.orders.detail.archived")}
        </Alert>
      ) : null}
      {order.cloned_from !== null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Link to={`/Order/${order.cloned_from}/show`}>
            {translate("app.orders.detail.cloned_from", { id: order.cloned_from })}
          </Link>
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <OrderItems order={order} />
            <OrderStatusCard key={order.updated_at} order={order} />
            <OrderShipments order={order} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <OrderMoney order={order} />
            <OrderAddress order={order} />
          </Stack>
        </Grid>
      </Grid>
      <RecordTimeline entity="Order" id={order.id} />
    </Box>
  );
};

/**
 * The Order Resource's show view (/Order/{id}/show; the spec's /orders/{id} leads here). A read
 * the server refuses shows its message in place of react-admin's "not found" redirect.
 */
const OrderShow = () => (
  <ShowBase queryOptions={{ onError: () => undefined }}>
    <OrderShowContent />
  </ShowBase>
);

export default OrderShow;

import { useGetOne } from "react-admin";
import { useParams } from "react-router-dom";
import { OrderAdminForm, OrderLoadState } from "./OrderAdminForm";
import type { OrderDetail } from "../../domain/contracts/orders";
import { isOrderDetail } from "./types";

/** /master/admin/order/{id}: a new order from this one, for platform admins (the route guard sends others away). */
const OrderClone = () => {
  const id = Number(useParams().id);
  const { data: order, error } = useGetOne<OrderDetail>(
    "Order",
    { id },
    { enabled: Number.isInteger(id) && id > 0, retry: false },
  );
  if (!isOrderDetail(order)) return <OrderLoadState isPending={!error} error={error} />;
  return <OrderAdminForm mode="clone" order={order} />;
};

export default OrderClone;

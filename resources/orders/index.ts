import { lazy } from "react";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import type { OrderRecord } from "../../domain/contracts/orders";

export default {
  list: lazy(() => import("./OrderList")),
  show: lazy(() => import("./OrderShow")),
  edit: lazy(() => import("./OrderEdit")),
  icon: ShoppingCartIcon,
  recordRepresentation: (record: OrderRecord) => `#${record.id}`,
};

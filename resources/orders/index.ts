import { lazy } from "react";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import type { OrderRecord } from "./types";

export default {
  list: lazy(() => import("./OrderList")),
  icon: ShoppingCartIcon,
  recordRepresentation: (record: OrderRecord) => `#${record.id}`,
};

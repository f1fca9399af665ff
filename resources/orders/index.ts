import { lazyScreen } from "../../ui/lazyScreen";
import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import type { OrderRecord } from "../../domain/contracts/orders";

export default {
  list: lazyScreen(() => import("./OrderList")),
  show: lazyScreen(() => import("./OrderShow")),
  edit: lazyScreen(() => import("./OrderEdit")),
  icon: ShoppingCartIcon,
  recordRepresentation: (record: OrderRecord) => `#${record.id}`,
};

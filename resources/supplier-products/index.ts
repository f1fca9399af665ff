import { lazyScreen } from "../../ui/lazyScreen";
import InventoryIcon from "@mui/icons-material/Inventory2Outlined";
import type { SupplierProductRecord } from "../../domain/contracts/supplier-products";

export default {
  list: lazyScreen(() => import("./SupplierProductList")),
  create: lazyScreen(() => import("./SupplierProductCreate")),
  edit: lazyScreen(() => import("./SupplierProductEdit")),
  icon: InventoryIcon,
  recordRepresentation: (record: SupplierProductRecord) => record.name,
};

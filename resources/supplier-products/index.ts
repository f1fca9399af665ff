import { lazy } from "react";
import InventoryIcon from "@mui/icons-material/Inventory2Outlined";
import type { SupplierProductRecord } from "../../domain/contracts/supplier-products";

export default {
  list: lazy(() => import("./SupplierProductList")),
  create: lazy(() => import("./SupplierProductCreate")),
  edit: lazy(() => import("./SupplierProductEdit")),
  icon: InventoryIcon,
  recordRepresentation: (record: SupplierProductRecord) => record.name,
};

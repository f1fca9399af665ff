import { lazy } from "react";
import InventoryIcon from "@mui/icons-material/Inventory2";
import type { ProductRecord } from "../../domain/contracts/product-list";

export default {
  list: lazy(() => import("./ProductList")),
  edit: lazy(() => import("./edit/ProductEdit")),
  icon: InventoryIcon,
  recordRepresentation: (record: ProductRecord) => record.name,
};

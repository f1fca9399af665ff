import { lazyScreen } from "../../ui/lazyScreen";
import InventoryIcon from "@mui/icons-material/Inventory2";
import type { ProductRecord } from "../../domain/contracts/product-list";
import ProductCreate from "./ProductCreate";

export default {
  list: lazyScreen(() => import("./ProductList")),
  edit: lazyScreen(() => import("./edit/ProductEdit")),
  create: ProductCreate,
  icon: InventoryIcon,
  recordRepresentation: (record: ProductRecord) => record.name,
};

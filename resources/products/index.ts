import { lazyScreen } from "../../ui/lazyScreen";
import InventoryIcon from "@mui/icons-material/Inventory2";
import type { ProductRecord } from "../../domain/contracts/product-list";

export default {
  list: lazyScreen(() => import("./ProductList")),
  edit: lazyScreen(() => import("./edit/ProductEdit")),
  icon: InventoryIcon,
  recordRepresentation: (record: ProductRecord) => record.name,
};

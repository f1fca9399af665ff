import { lazyScreen } from "../../ui/lazyScreen";
import CategoryIcon from "@mui/icons-material/AccountTreeOutlined";
import type { CategoryRecord } from "../../domain/category-tree";

export default {
  list: lazyScreen(() => import("./CategoryList")),
  create: lazyScreen(() => import("./CategoryCreate")),
  edit: lazyScreen(() => import("./CategoryEdit")),
  icon: CategoryIcon,
  recordRepresentation: (record: CategoryRecord) => record.name,
};

import { lazy } from "react";
import CategoryIcon from "@mui/icons-material/AccountTreeOutlined";
import type { CategoryRecord } from "../../domain/category-tree";

export default {
  list: lazy(() => import("./CategoryList")),
  create: lazy(() => import("./CategoryCreate")),
  edit: lazy(() => import("./CategoryEdit")),
  icon: CategoryIcon,
  recordRepresentation: (record: CategoryRecord) => record.name,
};

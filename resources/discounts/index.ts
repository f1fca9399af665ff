import { lazy } from "react";
import DiscountIcon from "@mui/icons-material/Discount";
import type { Discount } from "../../domain/contracts/discounts";

export default {
  list: lazy(() => import("./DiscountList")),
  create: lazy(() => import("./DiscountCreate")),
  edit: lazy(() => import("./DiscountEdit")),
  icon: DiscountIcon,
  recordRepresentation: (record: Discount) => record.code,
};

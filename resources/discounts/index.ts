import { lazyScreen } from "../../ui/lazyScreen";
import DiscountIcon from "@mui/icons-material/Discount";
import type { Discount } from "../../domain/contracts/discounts";

export default {
  list: lazyScreen(() => import("./DiscountList")),
  create: lazyScreen(() => import("./DiscountCreate")),
  edit: lazyScreen(() => import("./DiscountEdit")),
  icon: DiscountIcon,
  recordRepresentation: (record: Discount) => record.code,
};

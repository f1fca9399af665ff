import { lazyScreen } from "../../ui/lazyScreen";
import LocalShippingIcon from "@mui/icons-material/LocalShippingOutlined";
import type { ShipmentRecord } from "../../domain/contracts/orders";

export default {
  list: lazyScreen(() => import("./ShipmentList")),
  icon: LocalShippingIcon,
  recordRepresentation: (record: ShipmentRecord) => record.tracking_number,
};

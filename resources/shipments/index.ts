import { lazy } from "react";
import LocalShippingIcon from "@mui/icons-material/LocalShippingOutlined";
import type { ShipmentRecord } from "../../domain/contracts/orders";

export default {
  list: lazy(() => import("./ShipmentList")),
  icon: LocalShippingIcon,
  recordRepresentation: (record: ShipmentRecord) => record.tracking_number,
};

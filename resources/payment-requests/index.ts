import { lazy } from "react";
import RequestQuoteIcon from "@mui/icons-material/RequestQuoteOutlined";
import type { PaymentRow } from "../../domain/contracts/payment-requests";

export default {
  list: lazy(() => import("./PaymentRequestList")),
  icon: RequestQuoteIcon,
  recordRepresentation: (record: PaymentRow) => `#${record.order_id}`,
};

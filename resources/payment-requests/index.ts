import { lazyScreen } from "../../ui/lazyScreen";
import RequestQuoteIcon from "@mui/icons-material/RequestQuoteOutlined";
import type { PaymentRow } from "../../domain/contracts/payment-requests";

export default {
  list: lazyScreen(() => import("./PaymentRequestList")),
  icon: RequestQuoteIcon,
  recordRepresentation: (record: PaymentRow) => `#${record.order_id}`,
};

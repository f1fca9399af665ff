import { SimpleList } from "react-admin";
import { formatCents, formatDate } from "../../ui/format";
import { OrderStatusChip } from "./OrderStatusChip";
import type { OrderRecord } from "../../domain/contracts/orders";

/** Phones: one line per order (number, buyer, date and price) with its status, opening the order. */
export const OrderSimpleList = ({ showStore }: { showStore: boolean }) => {
  return (
    <SimpleList<OrderRecord>
      primaryText={(r) => `#${r.id} · ${r.buyer_name}`}
      secondaryText={(r) =>
        [formatDate(r.created_at), showStore ? r.website_name : null].filter(Boolean).join(" · ")
      }
      tertiaryText={(r) => formatCents(r.price)}
      rightIcon={() => <OrderStatusChip />}
      rowClick="show"
    />
  );
};

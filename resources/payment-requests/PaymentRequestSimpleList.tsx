import { SimpleList } from "react-admin";
import { formatCents, formatDate } from "../../ui/format";
import type { PaymentRow } from "../../domain/contracts/payment-requests";

/** Phones: one line per payment (order, buyer, date, store for admins) with the store's amount. */
export const PaymentRequestSimpleList = ({ showStore }: { showStore: boolean }) => (
  <SimpleList<PaymentRow>
    primaryText={(row) => `#${row.order_id} · ${row.email}`}
    secondaryText={(row) =>
      [formatDate(row.created_at), showStore ? row.website_name : null].filter(Boolean).join(" · ")
    }
    tertiaryText={(row) => formatCents(row.amount_for_website)}
    rowClick={false}
  />
);

import { useTranslate } from "react-admin";
import Chip from "@mui/material/Chip";
import { formatMoney } from "../../domain/pricing";
import { PagedTable } from "../../src/lists/PagedTable";
import type { PageQuery } from "../../src/lists/types";
import type { Paging } from "../../src/lists/usePaging";
import { PaymentRowActions } from "./PaymentRowActions";
import type { PaymentRow } from "./types";

interface Props {
  query: PageQuery<PaymentRow>;
  paging: Paging;
  selectable: boolean;
  selected: Set<number>;
  onToggle: (id: number) => void;
}

/** The spec's payment request columns: order, buyer email, both amounts, link, goes_to, is_request, done. */
export const PaymentsTable = ({ query, paging, selectable, selected, onToggle }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.money.payments.${key}`);
  const flag = (v: number) => translate(v ? "app.money.common.yes" : "app.money.common.no");
  return (
    <PagedTable
      label={t("title")}
      query={query}
      paging={paging}
      rowKey={(row) => row.id}
      empty="app.money.payments.empty"
      error="app.money.common.load_error"
      retry="app.money.common.retry"
      selection={
        selectable
          ? {
              isSelected: (row) => selected.has(row.id),
              onToggle: (row) => onToggle(row.id),
              label: (row) => `${t("order")} #${row.order_id}`,
            }
          : undefined
      }
      columns={[
        { label: t("order"), cell: (row) => `#${row.order_id}` },
        { label: t("email"), cell: (row) => row.email },
        { label: t("for_store"), align: "right", cell: (row) => formatMoney(row.amount_for_website) },
        { label: t("for_platform"), align: "right", cell: (row) => formatMoney(row.amount_for_vi) },
        { label: t("goes_to"), cell: (row) => t(row.goes_to === "vi" ? "goes_to_vi" : "goes_to_website") },
        {
          label: t("is_request"),
          cell: (row) => (row.is_request ? <Chip size="small" color="primary" label={flag(1)} /> : flag(0)),
        },
        {
          label: t("done"),
          cell: (row) => (row.done ? <Chip size="small" color="success" label={flag(1)} /> : flag(0)),
        },
        { label: t("date"), cell: (row) => row.created_at.slice(0, 10) },
        { label: t("actions"), cell: (row) => <PaymentRowActions row={row} /> },
      ]}
    />
  );
};

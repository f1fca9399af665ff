import { useTranslate } from "react-admin";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { formatMoney } from "../../domain/pricing";
import { PaymentRowActions } from "./PaymentRowActions";
import type { PaymentRow } from "./types";

interface Props {
  rows: PaymentRow[];
  selectable: boolean;
  selected: Set<number>;
  onToggle: (id: number) => void;
}

/** The spec's payment request columns: order, buyer email, both amounts, link, goes_to, is_request, done. */
export const PaymentsTable = ({ rows, selectable, selected, onToggle }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.money.payments.${key}`);
  const flag = (v: number) => translate(v ? "app.money.common.yes" : "app.money.common.no");
  return (
    <Table size="small" aria-label={t("title")}>
      <TableHead>
        <TableRow>
          {selectable ? <TableCell padding="checkbox" /> : null}
          <TableCell>{t("order")}</TableCell>
          <TableCell>{t("email")}</TableCell>
          <TableCell align="right">{t("for_store")}</TableCell>
          <TableCell align="right">{t("for_platform")}</TableCell>
          <TableCell>{t("goes_to")}</TableCell>
          <TableCell>{t("is_request")}</TableCell>
          <TableCell>{t("done")}</TableCell>
          <TableCell>{t("date")}</TableCell>
          <TableCell>{t("actions")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover selected={selected.has(row.id)}>
            {selectable ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => onToggle(row.id)}
                  slotProps={{ input: { "aria-label": `${t("order")} #${row.order_id}` } }}
                />
              </TableCell>
            ) : null}
            <TableCell>#{row.order_id}</TableCell>
            <TableCell>{row.email}</TableCell>
            <TableCell align="right">{formatMoney(row.amount_for_website)}</TableCell>
            <TableCell align="right">{formatMoney(row.amount_for_vi)}</TableCell>
            <TableCell>{t(row.goes_to === "vi" ? "goes_to_vi" : "goes_to_website")}</TableCell>
            <TableCell>
              {row.is_request ? <Chip size="small" color="primary" label={flag(1)} /> : flag(0)}
            </TableCell>
            <TableCell>
              {row.done ? <Chip size="small" color="success" label={flag(1)} /> : flag(0)}
            </TableCell>
            <TableCell>{row.created_at.slice(0, 10)}</TableCell>
            <TableCell>
              <PaymentRowActions row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

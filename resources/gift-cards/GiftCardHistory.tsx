import { useTranslate } from "react-admin";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../../domain/pricing";
import type { GiftCardTransaction } from "../../domain/contracts/gift-cards";

/** What each order took from a card, and how staff issued and adjusted it. */
export const GiftCardHistory = ({ rows }: { rows: GiftCardTransaction[] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate("app.money.gift_cards.history")}
      </Typography>
      <Table size="small" aria-label={translate("app.money.gift_cards.history")}>
        <TableHead>
          <TableRow>
            <TableCell>{translate("app.money.payments.date")}</TableCell>
            <TableCell>{translate("app.money.gift_cards.status")}</TableCell>
            <TableCell align="right">{translate("app.money.gift_cards.value")}</TableCell>
            <TableCell align="right">{translate("app.money.gift_cards.balance")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.created_at.slice(0, 16).replace("T", " ")}</TableCell>
              <TableCell>
                {translate(`app.money.gift_cards.kind_${row.kind}`, { order: row.order_id ?? "" })}
                {row.buyer_email ? ` (${row.buyer_email})` : row.user_name ? ` (${row.user_name})` : ""}
              </TableCell>
              <TableCell align="right">{formatMoney(row.amount)}</TableCell>
              <TableCell align="right">{formatMoney(row.balance_after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

import { useRecordContext, useTranslate } from "react-admin";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import { formatMoney } from "../../domain/money";
import { formatDate } from "../../ui/format";
import type { DiscountDetail } from "../../domain/contracts/discounts";

/** The latest orders that used the code: amount taken, order, date and buyer. */
export const DiscountRedemptions = () => {
  const record = useRecordContext<DiscountDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const uses = record.redemptions ?? [];
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2">
        {translate("app.money.discounts.redemptions")}
      </Typography>
      {uses.length === 0 ? (
        <Typography color="text.secondary">{translate("app.money.discounts.no_redemptions")}</Typography>
      ) : (
        <List dense>
          {uses.map((r) => (
            <ListItem key={r.id}>
              <ListItemText
                primary={`${formatMoney(r.amount)}${r.order_id ? ` · #${r.order_id}` : ""}`}
                secondary={`${formatDate(r.created_at)}${r.email ? ` · ${r.email}` : ""}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

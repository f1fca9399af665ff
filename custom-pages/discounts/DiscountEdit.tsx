import { useParams } from "react-router-dom";
import { Title, useTranslate } from "react-admin";
import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { formatMoney } from "../../domain/pricing";
import { formatDate } from "../../ui/format";
import { DiscountForm } from "./DiscountForm";
import { useDiscount } from "./useDiscounts";

/** /discounts/edit/{id}: the form filled from the server, and the latest uses. */
const DiscountEdit = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const { data, isPending, isError } = useDiscount(Number(id));
  const t = (key: string) => translate(`app.money.discounts.${key}`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t("edit_title")} />
      <CardContent>
        {isError ? (
          <Alert severity="error">{translate("app.money.common.load_error")}</Alert>
        ) : isPending ? (
          <Skeleton height={300} aria-busy="true" />
        ) : (
          <>
            <DiscountForm detail={data} />
            <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
              {t("redemptions")}
            </Typography>
            {data.redemptions.length === 0 ? (
              <Typography color="text.secondary">{t("no_redemptions")}</Typography>
            ) : (
              <List dense>
                {data.redemptions.map((r) => (
                  <ListItem key={r.id}>
                    <ListItemText
                      primary={`${formatMoney(r.amount)}${r.order_id ? ` · #${r.order_id}` : ""}`}
                      secondary={`${formatDate(r.created_at)}${r.email ? ` · ${r.email}` : ""}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default DiscountEdit;

import { Title, useTranslate } from "react-admin";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { DiscountForm } from "./DiscountForm";

/** /discounts/create */
const DiscountCreate = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate("app.money.discounts.create_title")} />
      <CardContent>
        <DiscountForm />
      </CardContent>
    </Card>
  );
};

export default DiscountCreate;

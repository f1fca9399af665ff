import { Box, Card, CardContent, Typography } from "@mui/material";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { Title, useTranslate } from "react-admin";

/** "/user/taxes": no upload API exists yet, so the honest state is an empty one. */
const TaxForms = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title="app.page.tax_forms" />
      <Card>
        <CardContent sx={{ textAlign: "center", py: 6 }}>
          <ReceiptLongIcon color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="p">
            {translate("app.taxes.empty")}
          </Typography>
          <Typography color="text.secondary">{translate("app.taxes.intro")}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
};

export default TaxForms;

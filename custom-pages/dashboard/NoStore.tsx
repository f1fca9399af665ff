import { Box, Card, CardContent, Typography } from "@mui/material";
import StorefrontIcon from "@mui/icons-material/Storefront";
import { useTranslate } from "react-admin";

export const NoStore = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ textAlign: "center", py: 6 }}>
        <Box sx={{ color: "primary.main", mb: 1 }}>
          <StorefrontIcon sx={{ fontSize: 48 }} />
        </Box>
        <Typography variant="h6" component="h1">
          {translate("app.dashboard.no_store_title")}
        </Typography>
        <Typography color="text.secondary">{translate("app.dashboard.no_store_text")}</Typography>
      </CardContent>
    </Card>
  );
};

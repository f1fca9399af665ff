import { Button, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { AuthShell } from "./AuthShell";

const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <AuthShell title="app.not_found.title">
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 800, mb: 1 }}>
        404
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate("app.not_found.text")}
      </Typography>
      <Button component={LinkBase} to="/" variant="contained" fullWidth size="large">
        {translate("app.not_found.home")}
      </Button>
    </AuthShell>
  );
};

export default NotFoundPage;

import { Box, Button, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import StoreIcon from "@mui/icons-material/Store";
import { useTranslate } from "react-admin";
import { Link } from "react-router-dom";

/** A user without any store: the first step is to create one. */
export const WebsiteEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }}>
      <StoreIcon sx={{ fontSize: 64, color: "text.disabled" }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate("app.stores.list.empty_title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate("app.stores.list.empty_text")}
      </Typography>
      <Button component={Link} to="/websites/create" variant="contained" startIcon={<AddIcon />}>
        {translate("app.stores.list.create")}
      </Button>
    </Box>
  );
};

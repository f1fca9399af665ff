import { Box, Button, Typography } from "@mui/material";
import StoreIcon from "@mui/icons-material/Store";
import { LinkBase, useTranslate } from "react-admin";

/**
 * The admin panel's stores tab: the way to the store list, which shows platform admins every
 * store with its owner, products, orders and revenue, searched and paged, with each store's actions.
 */
export const StoresTab = () => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate("app.admin.stores.manage_intro")}
      </Typography>
      <Button component={LinkBase} to="/Website" variant="contained" startIcon={<StoreIcon />}>
        {translate("app.admin.stores.manage")}
      </Button>
    </Box>
  );
};

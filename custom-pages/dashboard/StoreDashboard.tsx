import { Box, Stack, Typography } from "@mui/material";
import { Title, useCanAccess } from "react-admin";
import { useActiveWebsite } from "../../providers/activeWebsite";
import { NoStore } from "./NoStore";
import { RecentOrders } from "./RecentOrders";
import { StoreStats } from "./StoreStats";

/** "/store-dashboard": the active store's numbers. */
const StoreDashboard = () => {
  const { website } = useActiveWebsite();
  const { canAccess: canSeeOrders } = useCanAccess({ resource: "Order", action: "list" });

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.page.store_dashboard" />
      {website ? (
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {website.name}
          </Typography>
          <StoreStats detailed />
          {canSeeOrders ? <RecentOrders /> : null}
        </Stack>
      ) : (
        <Box sx={{ mt: 2 }}>
          <NoStore />
        </Box>
      )}
    </Box>
  );
};

export default StoreDashboard;

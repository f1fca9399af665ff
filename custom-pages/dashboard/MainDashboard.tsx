import { Box, Typography } from "@mui/material";
import { Loading, Navigate, Title, useTranslate } from "react-admin";
import { isAdminUser } from "../../providers/access";
import { useCurrentUser } from "../../src/useCurrentUser";
import { StoreStats } from "./StoreStats";

/** "/" (spec §2): admins and company users; everyone else works from the store dashboard. */
const MainDashboard = () => {
  const translate = useTranslate();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <Loading />;
  if (user && !isAdminUser(user) && user.company_id === null)
    return <Navigate to="/store-dashboard" replace />;

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.page.main_dashboard" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate("app.dashboard.welcome", { name: user?.name ?? "" })}
      </Typography>
      <StoreStats showStores />
    </Box>
  );
};

export default MainDashboard;

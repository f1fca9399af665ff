import { useState } from "react";
import { Loading, Navigate, useTranslate } from "react-admin";
import { isAdminUser } from "../../providers/access";
import { useCurrentUser } from "../../ui/useCurrentUser";
import { DashboardView } from "./DashboardView";

/** "/": admins and company users; everyone else works from the store dashboard. */
const MainDashboard = () => {
  const translate = useTranslate();
  const { user, isPending } = useCurrentUser();
  const [storeIds, setStoreIds] = useState<number[]>([]);
  if (isPending) return <Loading />;
  if (user && !isAdminUser(user) && user.company_id === null)
    return <Navigate to="/store-dashboard" replace />;

  return (
    <DashboardView
      title="app.dashboard.page.main"
      heading={translate("app.dashboard.welcome", { name: user?.name ?? "" })}
      storeIds={storeIds}
      onStoreIdsChange={setStoreIds}
    />
  );
};

export default MainDashboard;

import { lazy } from "react";
import { Route } from "react-router-dom";

const AdminPanelPage = lazy(() => import("./AdminPanelPage"));

/** /master/admin/view (admins only: routeMeta's /master/admin/* row). */
export const adminPanelRoutes = [
  <Route key="/master/admin/view" path="/master/admin/view" element={<AdminPanelPage />} />,
];

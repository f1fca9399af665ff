import { lazy } from "react";
import { Route } from "react-router-dom";

const MainDashboard = lazy(() => import("./MainDashboard"));
const StoreDashboard = lazy(() => import("./StoreDashboard"));

/** The dashboard's signed-in routes (src/routes.tsx renders them inside the layout and its route guard). */
export const dashboardRoutes = [
  <Route key="/" path="/" element={<MainDashboard />} />,
  <Route key="/store-dashboard" path="/store-dashboard" element={<StoreDashboard />} />,
];

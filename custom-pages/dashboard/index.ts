import { lazy } from "react";

/**
 * Lazy pages: the dashboard and its charts load only when opened. (The reusable
 * DateRangeSelector is imported from ./DateRangeSelector directly, so it stays out of the main chunk.)
 */
export const MainDashboard = lazy(() => import("./MainDashboard"));
export const StoreDashboard = lazy(() => import("./StoreDashboard"));
export { dashboardRoutes } from "./routes";

import { lazy } from "react";

export const MainDashboard = lazy(() => import("./MainDashboard"));
export const StoreDashboard = lazy(() => import("./StoreDashboard"));

import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

const AllActivity = lazy(() => import("./ActivityList").then((m) => ({ default: m.AllActivity })));

/** The platform admins' log of every store and the platform's own events, inside the layout. */
export const activityRoutes: ReactElement[] = [
  <Route key="/all/activity" path="/all/activity" element={<AllActivity />} />,
];

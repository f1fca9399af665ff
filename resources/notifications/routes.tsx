import { lazy } from "react";
import { Route } from "react-router-dom";

const NotificationList = lazy(() => import("./NotificationList"));
const NotificationCreate = lazy(() => import("./NotificationCreate"));

export const notificationRoutes = [
  <Route key="/notifications" path="/notifications" element={<NotificationList />} />,
  <Route key="/notifications/create" path="/notifications/create" element={<NotificationCreate />} />,
];

import { Navigate } from "react-admin";
import { Route } from "react-router-dom";

/** The spec's notification pages lead to the Notification resource. */
export const notificationRoutes = [
  ["/notifications", "/Notification"],
  ["/notifications/create", "/Notification/create"],
].map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />);

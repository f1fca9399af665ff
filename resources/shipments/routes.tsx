import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route } from "react-router-dom";

/** The spec's /shippments (its spelling) leads to the Shipment resource's list. */
export const shipmentRoutes: ReactElement[] = [
  <Route key="/shippments" path="/shippments" element={<Navigate to="/Shipment" replace />} />,
];

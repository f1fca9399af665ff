import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useParams } from "react-router-dom";

/** /discounts/edit/:id opens the Discount resource's edit page. */
const EditRedirect = () => <Navigate to={`/Discount/${useParams().id ?? ""}`} replace />;

/** The spec's discount paths lead to the Discount resource. */
export const discountRoutes: ReactElement[] = [
  <Route key="/discounts" path="/discounts" element={<Navigate to="/Discount" replace />} />,
  <Route
    key="/discounts/create"
    path="/discounts/create"
    element={<Navigate to="/Discount/create" replace />}
  />,
  <Route key="/discounts/edit/:id" path="/discounts/edit/:id" element={<EditRedirect />} />,
];

import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useParams } from "react-router-dom";

/** /master/admin/product/create makes a new blank; any other id opens that blank's editor. */
const EditRedirect = () => {
  const id = useParams().id ?? "";
  return <Navigate to={id === "create" ? "/SupplierProduct/create" : `/SupplierProduct/${id}`} replace />;
};

/** The spec's supplier product editor path leads to the SupplierProduct resource. */
export const supplierProductRoutes: ReactElement[] = [
  <Route key="/master/admin/product/:id" path="/master/admin/product/:id" element={<EditRedirect />} />,
];

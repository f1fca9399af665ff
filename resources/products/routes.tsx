import { lazy, type ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useParams } from "react-router-dom";

const ProductSpreadsheet = lazy(() => import("./spreadsheet/ProductSpreadsheet"));
const CustomCreatePage = lazy(() => import("./custom-create/CustomCreatePage"));

/** The spec's editor paths open the Product resource's edit page. */
const EditRedirect = () => <Navigate to={`/Product/${useParams().id ?? ""}`} replace />;

/** Signed-in, inside the layout: product list pages beyond the resource. */
export const productListRoutes: ReactElement[] = [
  <Route key="/Product/spreadsheet" path="/Product/spreadsheet" element={<ProductSpreadsheet />} />,
  <Route key="/products/edit/:id" path="/products/edit/:id" element={<EditRedirect />} />,
  <Route key="/products/edit/custom/:id" path="/products/edit/custom/:id" element={<EditRedirect />} />,
  <Route key="/products/custom/create" path="/products/custom/create" element={<CustomCreatePage />} />,
];

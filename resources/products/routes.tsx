import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

const ProductSpreadsheet = lazy(() => import("./spreadsheet/ProductSpreadsheet"));

/** Signed-in, inside the layout: product list pages beyond the resource. */
export const productListRoutes: ReactElement[] = [
  <Route key="/Product/spreadsheet" path="/Product/spreadsheet" element={<ProductSpreadsheet />} />,
];

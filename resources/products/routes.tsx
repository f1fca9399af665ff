import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";
import { specRedirects } from "../../ui/specRedirects";

const ProductSpreadsheet = lazy(() => import("./spreadsheet/ProductSpreadsheet"));
const CustomCreatePage = lazy(() => import("./custom-create/CustomCreatePage"));

/** Signed-in, inside the layout: product list pages beyond the resource. */
export const productListRoutes: ReactElement[] = [
  <Route key="/Product/spreadsheet" path="/Product/spreadsheet" element={<ProductSpreadsheet />} />,
  // The spec's editor paths open the Product resource's edit page.
  ...specRedirects([
    ["/products/edit/:id", "/Product/:id"],
    ["/products/edit/custom/:id", "/Product/:id"],
  ]),
  <Route key="/products/custom/create" path="/products/custom/create" element={<CustomCreatePage />} />,
];

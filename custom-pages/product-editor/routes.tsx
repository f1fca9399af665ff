import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

// Each page is its own lazy chunk: the editor (and zod, which domain/pricing.ts brings) stays out
// of the first download.
const ProductEditorPage = lazy(() => import("./ProductEditorPage"));
const CreateFromBlankPage = lazy(() => import("./CreateFromBlankPage"));
const CustomCreatePage = lazy(() => import("./CustomCreatePage"));

/** Signed-in, inside the layout: the product editor and creation. */
export const productEditorRoutes: ReactElement[] = [
  <Route key="/products/custom/create" path="/products/custom/create" element={<CustomCreatePage />} />,
  <Route
    key="/products/create/:smakeId"
    path="/products/create/:smakeId"
    element={<CreateFromBlankPage />}
  />,
  <Route
    key="/products/edit/custom/:id"
    path="/products/edit/custom/:id"
    element={<ProductEditorPage key="custom" custom />}
  />,
  <Route key="/products/edit/:id" path="/products/edit/:id" element={<ProductEditorPage key="store" />} />,
];

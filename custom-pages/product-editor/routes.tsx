import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

// Each page is its own lazy chunk: the editor (and zod, which domain/pricing.ts brings) stays out
// of the first download.
const ProductEditorPage = lazy(() => import("./ProductEditorPage"));
const ProductCreatorPage = lazy(() => import("../product-creator/ProductCreatorPage"));
const MultiCreatorPage = lazy(() => import("../product-creator/MultiCreatorPage"));
const CustomCreatePage = lazy(() => import("./CustomCreatePage"));

/** Signed-in, inside the layout: the product editor and creation. */
export const productEditorRoutes: ReactElement[] = [
  <Route key="/products/custom/create" path="/products/custom/create" element={<CustomCreatePage />} />,
  <Route key="/products/create" path="/products/create" element={<ProductCreatorPage />} />,
  <Route key="/products/create/:smakeId" path="/products/create/:smakeId" element={<ProductCreatorPage />} />,
  <Route key="/products/create/multiple" path="/products/create/multiple" element={<MultiCreatorPage />} />,
  <Route
    key="/products/create/multiple/:id"
    path="/products/create/multiple/:id"
    element={<MultiCreatorPage />}
  />,
  <Route
    key="/products/edit/custom/:id"
    path="/products/edit/custom/:id"
    element={<ProductEditorPage key="custom" custom />}
  />,
  <Route key="/products/edit/:id" path="/products/edit/:id" element={<ProductEditorPage key="store" />} />,
  // A store product's design reopened in the creator: a page of the product, updating it.
  <Route key="/products/edit/:id/design" path="/products/edit/:id/design" element={<ProductCreatorPage />} />,
];

import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

// Each page is its own lazy chunk: the creator (and zod, which domain/pricing.ts brings) stays out
// of the first download.
const ProductCreatorPage = lazy(() => import("./ProductCreatorPage"));
const MultiCreatorPage = lazy(() => import("./MultiCreatorPage"));

/** Signed-in, inside the layout: product creation from supplier blanks. */
export const productCreatorRoutes: ReactElement[] = [
  <Route key="/products/create" path="/products/create" element={<ProductCreatorPage />} />,
  <Route key="/products/create/:smakeId" path="/products/create/:smakeId" element={<ProductCreatorPage />} />,
  <Route key="/products/create/multiple" path="/products/create/multiple" element={<MultiCreatorPage />} />,
  <Route
    key="/products/create/multiple/:id"
    path="/products/create/multiple/:id"
    element={<MultiCreatorPage />}
  />,
  // A store product's design reopened in the creator: a page of the product, updating it.
  <Route key="/products/edit/:id/design" path="/products/edit/:id/design" element={<ProductCreatorPage />} />,
];

import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

const StoreCategoriesPage = lazy(() => import("./StoreCategoriesPage"));
const AdminCategoriesPage = lazy(() => import("./AdminCategoriesPage"));

/** Signed-in, inside the layout: a store's category tree and the platform's own. */
export const categoryRoutes: ReactElement[] = [
  <Route key="/categories" path="/categories" element={<StoreCategoriesPage />} />,
  <Route key="/master/admin/categories" path="/master/admin/categories" element={<AdminCategoriesPage />} />,
];

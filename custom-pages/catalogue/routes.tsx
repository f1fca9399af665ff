import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

const CataloguePage = lazy(() => import("./browse/CataloguePage"));
const StoreCategoriesPage = lazy(() => import("./categories/StoreCategoriesPage"));
const AdminCategoriesPage = lazy(() => import("./categories/AdminCategoriesPage"));
const StoreWishlistPage = lazy(() => import("./wishlist/StoreWishlistPage"));

/** Signed-in, inside the layout: the supplier catalogue, categories and the wishlist. */
export const catalogueRoutes: ReactElement[] = [
  <Route key="/catalog" path="/catalog" element={<CataloguePage />} />,
  <Route key="/categories" path="/categories" element={<StoreCategoriesPage />} />,
  <Route key="/master/admin/categories" path="/master/admin/categories" element={<AdminCategoriesPage />} />,
  <Route key="/products/wishlist" path="/products/wishlist" element={<StoreWishlistPage />} />,
  <Route key="/products/wishlist/:id" path="/products/wishlist/:id" element={<StoreWishlistPage />} />,
];

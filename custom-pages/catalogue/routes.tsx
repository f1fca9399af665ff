import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

const CataloguePage = lazy(() => import("./browse/CataloguePage"));
const StoreWishlistPage = lazy(() => import("./wishlist/StoreWishlistPage"));

/** Signed-in, inside the layout: the supplier catalogue and the wishlist. */
export const catalogueRoutes: ReactElement[] = [
  <Route key="/catalog" path="/catalog" element={<CataloguePage />} />,
  <Route key="/products/wishlist" path="/products/wishlist" element={<StoreWishlistPage />} />,
  <Route key="/products/wishlist/:id" path="/products/wishlist/:id" element={<StoreWishlistPage />} />,
];

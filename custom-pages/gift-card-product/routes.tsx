import { lazy } from "react";
import { Route } from "react-router-dom";

const GiftCardProductListPage = lazy(() => import("./GiftCardProductListPage"));
const GiftCardProductCreate = lazy(() => import("./GiftCardProductCreate"));
const GiftCardProductEdit = lazy(() => import("./GiftCardProductEdit"));

/** The gift-card product's pages (src/routes.tsx renders them inside the layout and its route guard). */
export const giftCardProductRoutes = [
  <Route key="/product/gift-card" path="/product/gift-card" element={<GiftCardProductListPage />} />,
  <Route
    key="/product/gift-card/create"
    path="/product/gift-card/create"
    element={<GiftCardProductCreate />}
  />,
  <Route
    key="/product/gift-card/edit/:id"
    path="/product/gift-card/edit/:id"
    element={<GiftCardProductEdit />}
  />,
];

import { lazy } from "react";
import { Route } from "react-router-dom";

const DiscountList = lazy(() => import("./DiscountList"));
const DiscountCreate = lazy(() => import("./DiscountCreate"));
const DiscountEdit = lazy(() => import("./DiscountEdit"));

/** Discount routes (src/routes.tsx renders them inside the layout and its route guard). */
export const discountRoutes = [
  <Route key="/discounts" path="/discounts" element={<DiscountList />} />,
  <Route key="/discounts/create" path="/discounts/create" element={<DiscountCreate />} />,
  <Route key="/discounts/edit/:id" path="/discounts/edit/:id" element={<DiscountEdit />} />,
];

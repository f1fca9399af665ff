import { lazy } from "react";
import { Route } from "react-router-dom";

const GiftCardList = lazy(() => import("./GiftCardList"));
const GiftCardCreate = lazy(() => import("./GiftCardCreate"));
const GiftCardShow = lazy(() => import("./GiftCardShow"));

/** Gift card routes (src/routes.tsx renders them inside the layout and its route guard). */
export const giftCardRoutes = [
  <Route key="/gift-cards" path="/gift-cards" element={<GiftCardList />} />,
  <Route key="/gift-cards/create" path="/gift-cards/create" element={<GiftCardCreate />} />,
  <Route key="/gift-cards/single/:id" path="/gift-cards/single/:id" element={<GiftCardShow />} />,
];

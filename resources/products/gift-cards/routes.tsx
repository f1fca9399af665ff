import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useParams } from "react-router-dom";

/** /product/gift-card/edit/:id opens the GiftCardProduct resource's edit page. */
const EditRedirect = () => <Navigate to={`/GiftCardProduct/${useParams().id ?? ""}`} replace />;

/** The gift-card product's paths lead to the GiftCardProduct resource. */
export const giftCardProductRoutes: ReactElement[] = [
  <Route
    key="/product/gift-card"
    path="/product/gift-card"
    element={<Navigate to="/GiftCardProduct" replace />}
  />,
  <Route
    key="/product/gift-card/create"
    path="/product/gift-card/create"
    element={<Navigate to="/GiftCardProduct/create" replace />}
  />,
  <Route key="/product/gift-card/edit/:id" path="/product/gift-card/edit/:id" element={<EditRedirect />} />,
];

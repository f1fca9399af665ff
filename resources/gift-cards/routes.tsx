import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useParams } from "react-router-dom";

/** /gift-cards/single/:id opens the GiftCard resource's show page. */
const SingleRedirect = () => <Navigate to={`/GiftCard/${useParams().id ?? ""}/show`} replace />;

/** The spec's gift card paths lead to the GiftCard resource. */
export const giftCardRoutes: ReactElement[] = [
  <Route key="/gift-cards" path="/gift-cards" element={<Navigate to="/GiftCard" replace />} />,
  <Route
    key="/gift-cards/create"
    path="/gift-cards/create"
    element={<Navigate to="/GiftCard/create" replace />}
  />,
  <Route key="/gift-cards/single/:id" path="/gift-cards/single/:id" element={<SingleRedirect />} />,
];

import { lazy } from "react";
import { Route } from "react-router-dom";

const ThirdPartyPage = lazy(() => import("./ThirdPartyPage"));

/** Signed-in, inside the layout: the payment providers' onboarding return page. */
export const thirdPartyRoutes = [
  <Route key="/third-party" path="/third-party" element={<ThirdPartyPage />} />,
];

import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";

const WebsiteCreate = lazy(() => import("./WebsiteCreate"));

/**
 * Signed-in, inside the layout: the spec's /websites/create (the resource's /Website/create shows
 * the same page).
 */
export const websiteRoutes: ReactElement[] = [
  <Route key="/websites/create" path="/websites/create" element={<WebsiteCreate />} />,
];

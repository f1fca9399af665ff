import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";
import { StoreSettingsRedirect } from "./StoreSettingsRedirect";

const WebsiteCreate = lazy(() => import("./WebsiteCreate"));

/**
 * Signed-in, inside the layout: the spec's /websites/create (the resource's /Website/create shows
 * the same page), and the spec's store settings addresses, which lead to the store's edit.
 */
export const websiteRoutes: ReactElement[] = [
  <Route key="/websites/create" path="/websites/create" element={<WebsiteCreate />} />,
  <Route key="/websites/:id" path="/websites/:id" element={<StoreSettingsRedirect />} />,
  <Route key="/websites/old/:id" path="/websites/old/:id" element={<StoreSettingsRedirect />} />,
];

import { lazy } from "react";
import { Route } from "react-router-dom";

// The settings page is its own chunk; each of its tabs' heavy parts loads later still.
const StoreSettingsPage = lazy(() => import("./StoreSettingsPage"));

/** Signed-in, inside the layout: the store settings tabs (permission edit_settings, routeMeta.ts). */
export const storeSettingsRoutes = [
  <Route key="/websites/:id" path="/websites/:id" element={<StoreSettingsPage />} />,
  <Route key="/websites/old/:id" path="/websites/old/:id" element={<StoreSettingsPage />} />,
];

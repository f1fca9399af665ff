import { lazy } from "react";
import { Route } from "react-router-dom";

// The editor (react-dnd, the section forms, zod schemas) is its own chunk.
const StoreDesignerPage = lazy(() => import("./StoreDesignerPage"));

/**
 * Signed-in, inside the layout: the store design editor. /websites/design/{id} needs edit_design
 * in store {id}; /store/designer/{id} needs a chosen store (routeMeta.ts). Both name the store.
 */
export const storeDesignerRoutes = [
  <Route key="/websites/design/:id" path="/websites/design/:id" element={<StoreDesignerPage />} />,
  <Route key="/store/designer/:id" path="/store/designer/:id" element={<StoreDesignerPage />} />,
];

import { lazy } from "react";
import { Route } from "react-router-dom";

const ShipmentList = lazy(() => import("./ShipmentList"));

/** /shippments (the spec's spelling), inside the layout's <CustomRoutes>. */
export const shipmentRoutes = [<Route key="shippments" path="/shippments" element={<ShipmentList />} />];

import { lazy } from "react";
import { Route } from "react-router-dom";

const PaymentsPage = lazy(() => import("./PaymentsPage"));

/** /payments (src/routes.tsx renders it inside the layout and its route guard). */
export const paymentRequestRoutes = [<Route key="/payments" path="/payments" element={<PaymentsPage />} />];

import { lazy } from "react";
import { Route } from "react-router-dom";

const OrderPage = lazy(() => import("./OrderPage"));
const PreOrderPage = lazy(() => import("./PreOrderPage"));
const CompanyOrders = lazy(() => import("./WideOrders").then((m) => ({ default: m.CompanyOrders })));
const AllOrders = lazy(() => import("./WideOrders").then((m) => ({ default: m.AllOrders })));
const CloneOrderPage = lazy(() => import("./AdminOrderPage").then((m) => ({ default: m.CloneOrderPage })));
const EditOrderPage = lazy(() => import("./AdminOrderPage").then((m) => ({ default: m.EditOrderPage })));

/** Order screens; mount inside the layout's <CustomRoutes>. */
export const orderRoutes = [
  <Route key="order" path="/orders/:id" element={<OrderPage />} />,
  <Route key="pre-order" path="/pre-order/:id" element={<PreOrderPage />} />,
  <Route key="company-orders" path="/company-orders" element={<CompanyOrders />} />,
  <Route key="all-orders" path="/all/orders" element={<AllOrders />} />,
  <Route key="clone-order" path="/master/admin/order/:id" element={<CloneOrderPage />} />,
  <Route key="edit-order" path="/master/admin/edit/order/:id" element={<EditOrderPage />} />,
];

import { lazy, type ReactElement } from "react";
import { Navigate, Route, useParams } from "react-router-dom";

const PreOrderPage = lazy(() => import("./PreOrderPage"));
const OrderClone = lazy(() => import("./OrderClone"));
const CompanyOrders = lazy(() => import("./OrderList").then((m) => ({ default: m.CompanyOrders })));
const AllOrders = lazy(() => import("./OrderList").then((m) => ({ default: m.AllOrders })));

/** A spec path with the order's id, sent on to the Order Resource's view of that id. */
const ToOrder = ({ view }: { view: "show" | "edit" }) => {
  const { id = "" } = useParams();
  return <Navigate to={view === "show" ? `/Order/${id}/show` : `/Order/${id}`} replace />;
};

/**
 * The order screens outside the Resource, inside the layout: the multi-store lists, the printable
 * summary and the admin's clone; the spec's /orders/{id} and /master/admin/edit/order/{id} lead
 * to the Resource's show and edit views.
 */
export const orderRoutes: ReactElement[] = [
  <Route key="/orders/:id" path="/orders/:id" element={<ToOrder view="show" />} />,
  <Route key="/pre-order/:id" path="/pre-order/:id" element={<PreOrderPage />} />,
  <Route key="/company-orders" path="/company-orders" element={<CompanyOrders />} />,
  <Route key="/all/orders" path="/all/orders" element={<AllOrders />} />,
  <Route key="/master/admin/order/:id" path="/master/admin/order/:id" element={<OrderClone />} />,
  <Route
    key="/master/admin/edit/order/:id"
    path="/master/admin/edit/order/:id"
    element={<ToOrder view="edit" />}
  />,
];

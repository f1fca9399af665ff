import { useState } from "react";
import { Admin, CustomRoutes, Navigate, Resource } from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { EditAccount, TaxForms } from "../custom-pages/account";
import { publicRoutes } from "../custom-pages/auth/routes";
import { MainDashboard, StoreDashboard } from "../custom-pages/dashboard";
import { authProvider } from "../providers/authProvider";
import { dataProvider } from "../providers/dataProvider";
import { i18nProvider } from "../providers/i18nProvider";
import orders from "../resources/orders";
import products from "../resources/products";
import websites from "../resources/websites";
import { AccessDenied } from "./layout/AccessDenied";
import { AppLayout } from "./layout/AppLayout";
import { AppNotification } from "./layout/AppNotification";
import { AuthenticationError } from "./layout/AuthenticationError";
import { theme } from "./theme";

/** Spec §1: served under /app/ in history mode. */
export const BASENAME = "/app";

const NotFoundRedirect = () => <Navigate to="/404" replace />;

/** The spec's route names lead to the resources, which are named after the API models. */
const specAliases = [
  ["/websites", "/Website"],
  ["/products", "/Product"],
  ["/orders", "/Order"],
].map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />);

const AdminApp = () => (
  <Admin
    disableTelemetry
    requireAuth
    title="Merch Back Office"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    layout={AppLayout}
    dashboard={MainDashboard}
    loginPage={false}
    notification={AppNotification}
    accessDenied={AccessDenied}
    authenticationError={AuthenticationError}
    catchAll={NotFoundRedirect}
  >
    <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
    <CustomRoutes>
      <Route path="/store-dashboard" element={<StoreDashboard />} />
      <Route path="/user/edit" element={<EditAccount />} />
      <Route path="/user/taxes" element={<TaxForms />} />
      {specAliases}
    </CustomRoutes>
    <Resource name="Website" {...websites} />
    <Resource name="Product" {...products} />
    <Resource name="Order" {...orders} />
  </Admin>
);

/**
 * react-admin creates a hash router unless it finds one around it, so the app brings its own
 * browser (history-mode) router. The /app base lives on that router; <Admin> then needs no
 * basename of its own (giving it one too would double the prefix). A data router also lets
 * react-admin block navigation away from unsaved forms.
 *
 * Navigations must not be transitions (react-admin's own router opts out too): its logout
 * redirect resets the query cache, and the urgent re-renders that follow kept interrupting the
 * transition to /login, leaving a blank page on the old route.
 */
export const App = () => {
  const [router] = useState(() =>
    createBrowserRouter([{ path: "*", element: <AdminApp /> }], { basename: BASENAME }),
  );
  return <RouterProvider router={router} useTransitions={false} />;
};

import { useState } from "react";
import { Admin, CustomRoutes, Navigate, Resource } from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { publicPages } from "../custom-pages/auth/routes";
import { PublicRoute } from "./layout/routing/PublicRoute";
import { authProvider } from "../providers/authProvider";
import { dataProvider } from "../providers/dataProvider";
import { i18nProvider } from "../providers/i18nProvider";
import categories from "../resources/categories";
import discounts from "../resources/discounts";
import giftCards from "../resources/gift-cards";
import contacts from "../resources/contacts";
import invitations from "../resources/invitations";
import levels from "../resources/levels";
import { contentResources } from "../resources/content";
import files from "../resources/files";
import orders from "../resources/orders";
import paymentRequests from "../resources/payment-requests";
import products from "../resources/products";
import giftCardProducts from "../resources/products/gift-cards";
import shipments from "../resources/shipments";
import supplierProducts from "../resources/supplier-products";
import notifications from "../resources/notifications";
import users from "../resources/users";
import websites from "../resources/websites";
import activity from "../resources/activity";
import { AccessDenied } from "./layout/AccessDenied";
import { AppLayout } from "./layout/AppLayout";
import { AppNotification } from "./layout/AppNotification";
import { AuthenticationError } from "./layout/AuthenticationError";
import { signedInRoutes } from "./routes";
import { theme } from "./theme";

/** Served under /app/ in history mode. */
export const BASENAME = "/app";

/** Unknown paths, and menu targets that later issues build, end on the 404 page. */
const NotFoundRedirect = () => <Navigate to="/404" replace />;

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
    loginPage={false}
    notification={AppNotification}
    accessDenied={AccessDenied}
    authenticationError={AuthenticationError}
    catchAll={NotFoundRedirect}
  >
    <CustomRoutes noLayout>
      {publicPages.map(({ path, page, guest }) => (
        <Route key={path} path={path} element={<PublicRoute guest={guest}>{page}</PublicRoute>} />
      ))}
    </CustomRoutes>
    {/* "/" is the dashboard area's custom route, so it sits behind the layout's route guard too. */}
    <CustomRoutes>{signedInRoutes}</CustomRoutes>
    <Resource name="Website" {...websites} />
    <Resource name="Product" {...products} />
    <Resource name="Order" {...orders} />
    <Resource name="Discount" {...discounts} />
    <Resource name="GiftCard" {...giftCards} />
    <Resource name="GiftCardProduct" {...giftCardProducts} />
    <Resource name="PaymentRequest" {...paymentRequests} />
    <Resource name="Shipment" {...shipments} />
    <Resource name="SupplierProduct" {...supplierProducts} />
    <Resource name="Contact" {...contacts} />
    <Resource name="Invitation" {...invitations} />
    <Resource name="Level" {...levels} />
    <Resource name="Category" {...categories} />
    {contentResources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <Resource name="User" {...users} />
    <Resource name="Notification" {...notifications} />
    <Resource name="File" {...files} />
    <Resource name="ActivityEvent" {...activity} />
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

import { useState } from "react";
import { CssBaseline } from "@mui/material";
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  Navigate,
  Resource,
} from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { publicPages } from "../custom-pages/auth/routes";
import { PublicRoute } from "./layout/routing/PublicRoute";
import { AreaTexts } from "../ui/AreaTexts";
import { authProvider } from "../providers/authProvider";
import { dataProvider } from "../providers/dataProvider";
import { i18nProvider } from "./i18n";
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
import { preloadScreenFor } from "./preloadScreen";
import { signedInRoutes } from "./routes";
import { theme } from "./theme";

/** Served under /app/ in history mode. */
export const BASENAME = "/app";

/** Every Resource by name, in menu order: the Admin registers these, and the preload finds its screen here. */
const RESOURCES = {
  Website: websites,
  Product: products,
  Order: orders,
  Discount: discounts,
  GiftCard: giftCards,
  GiftCardProduct: giftCardProducts,
  PaymentRequest: paymentRequests,
  Shipment: shipments,
  SupplierProduct: supplierProducts,
  Contact: contacts,
  Invitation: invitations,
  Level: levels,
  Category: categories,
  ...Object.fromEntries(contentResources.map(({ name, ...screens }) => [name, screens])),
  User: users,
  Notification: notifications,
  File: files,
  ActivityEvent: activity,
};

/**
 * Starts loading the screen the address opens now, not once the session is checked and the shell
 * is up; on a signed-in page the areas' texts too, which the layout waits for.
 */
export const preloadCurrentScreen = () => {
  const path = window.location.pathname.slice(BASENAME.length);
  preloadScreenFor(path, RESOURCES);
  const page = publicPages.find((candidate) => candidate.path === path);
  if (page === undefined || page.areaTexts === true) void i18nProvider.loadAreas().catch(() => undefined);
};

/** Unknown paths, and menu targets that later issues build, end on the 404 page. */
const NotFoundRedirect = () => <Navigate to="/404" replace />;

/** Preferences (sidebar state, list settings) persist in the browser, as react-admin's <Admin> does. */
const store = localStorageStore();

/**
 * react-admin's <Admin> is its context plus its UI with a default for every screen; the app
 * provides its own sign-in, layout, notification and error pages, so it composes the two parts
 * itself and the defaults it never shows (the login form with its form library, ...) stay out of
 * the first page's scripts.
 */
const AdminApp = () => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        disableTelemetry
        requireAuth
        title="Merch Back Office"
        layout={AppLayout}
        loginPage={false}
        authCallbackPage={false}
        error={ErrorPage}
        loading={LoadingPage}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        catchAll={NotFoundRedirect}
      >
        <CustomRoutes noLayout>
          {publicPages.map(({ path, page, guest, areaTexts }) => {
            const route = <PublicRoute guest={guest}>{page}</PublicRoute>;
            return (
              <Route
                key={path}
                path={path}
                element={
                  areaTexts === true ? <AreaTexts fallback={<LoadingPage />}>{route}</AreaTexts> : route
                }
              />
            );
          })}
        </CustomRoutes>
        {/* "/" is the dashboard area's custom route, so it sits behind the layout's route guard too. */}
        <CustomRoutes>{signedInRoutes}</CustomRoutes>
        {Object.entries(RESOURCES).map(([name, screens]) => (
          <Resource key={name} name={name} {...screens} />
        ))}
      </CoreAdminUI>
      <AppNotification />
    </CssBaseline>
  </AdminContext>
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

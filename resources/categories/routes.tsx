import { lazy, type ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route, useParams } from "react-router-dom";
import { PLATFORM_CATEGORIES_PATH } from "./categoryScope";

const pages = () => import("./PlatformCategoryPages");
const PlatformCategoryList = lazy(() => pages().then((m) => ({ default: m.PlatformCategoryList })));
const PlatformCategoryCreate = lazy(() => pages().then((m) => ({ default: m.PlatformCategoryCreate })));
const PlatformCategoryEdit = lazy(() => pages().then((m) => ({ default: m.PlatformCategoryEdit })));

/** /categories/:id opens the Category resource's edit page. */
const EditRedirect = () => <Navigate to={`/Category/${useParams().id ?? ""}`} replace />;

/**
 * The spec's /categories leads to the Category resource (the active store's tree); the
 * platform's own tree (admins) stays at /master/admin/categories, with its records under it.
 */
export const categoryRoutes: ReactElement[] = [
  <Route key="/categories" path="/categories" element={<Navigate to="/Category" replace />} />,
  <Route
    key="/categories/create"
    path="/categories/create"
    element={<Navigate to="/Category/create" replace />}
  />,
  <Route key="/categories/:id" path="/categories/:id" element={<EditRedirect />} />,
  <Route key={PLATFORM_CATEGORIES_PATH} path={PLATFORM_CATEGORIES_PATH} element={<PlatformCategoryList />} />,
  <Route
    key={`${PLATFORM_CATEGORIES_PATH}/create`}
    path={`${PLATFORM_CATEGORIES_PATH}/create`}
    element={<PlatformCategoryCreate />}
  />,
  <Route
    key={`${PLATFORM_CATEGORIES_PATH}/:id`}
    path={`${PLATFORM_CATEGORIES_PATH}/:id`}
    element={<PlatformCategoryEdit />}
  />,
];

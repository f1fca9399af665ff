import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";
import { specRedirects } from "../../ui/specRedirects";
import { PLATFORM_CATEGORIES_PATH } from "./categoryScope";

const pages = () => import("./PlatformCategoryPages");
const PlatformCategoryList = lazy(() => pages().then((m) => ({ default: m.PlatformCategoryList })));
const PlatformCategoryCreate = lazy(() => pages().then((m) => ({ default: m.PlatformCategoryCreate })));
const PlatformCategoryEdit = lazy(() => pages().then((m) => ({ default: m.PlatformCategoryEdit })));

/**
 * The spec's /categories leads to the Category resource (the active store's tree); the
 * platform's own tree (admins) stays at /master/admin/categories, with its records under it.
 */
export const categoryRoutes: ReactElement[] = [
  ...specRedirects([
    ["/categories", "/Category"],
    ["/categories/create", "/Category/create"],
    ["/categories/:id", "/Category/:id"],
  ]),
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

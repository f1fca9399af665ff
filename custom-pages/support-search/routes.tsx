import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";
import { STORE_SEARCH_PATH } from "../../ui/paths";

const StoreSearchPage = lazy(() => import("./StoreSearchPage"));

/** Signed-in, inside the layout: the search across the stores. */
export const storeSearchRoutes: ReactElement[] = [
  <Route key={STORE_SEARCH_PATH} path={STORE_SEARCH_PATH} element={<StoreSearchPage />} />,
];

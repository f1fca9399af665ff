import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";
import { ROLE_HELP_PATH } from "../../custom-pages/role-help";

const WebsiteCreate = lazy(() => import("./WebsiteCreate"));
const RoleHelpPage = lazy(() => import("../../custom-pages/role-help/RoleHelpPage"));

/**
 * Signed-in, inside the layout: the spec's /websites/create (the resource's /Website/create shows
 * the same page) and the role help screen.
 */
export const websiteRoutes: ReactElement[] = [
  <Route key="/websites/create" path="/websites/create" element={<WebsiteCreate />} />,
  <Route key={ROLE_HELP_PATH} path={ROLE_HELP_PATH} element={<RoleHelpPage />} />,
];

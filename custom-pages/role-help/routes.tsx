import { lazy, type ReactElement } from "react";
import { Route } from "react-router-dom";
import { ROLE_HELP_PATH } from "../../ui/paths";

const RoleHelpPage = lazy(() => import("./RoleHelpPage"));

/** Signed-in, inside the layout: the role help screen. */
export const roleHelpRoutes: ReactElement[] = [
  <Route key={ROLE_HELP_PATH} path={ROLE_HELP_PATH} element={<RoleHelpPage />} />,
];

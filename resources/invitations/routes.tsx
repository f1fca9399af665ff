import type { ReactElement } from "react";
import { Navigate } from "react-admin";
import { Route } from "react-router-dom";

/** The store team's plain paths lead to the Invitation and Level resources. */
export const invitationRoutes: ReactElement[] = [
  <Route key="/invitations" path="/invitations" element={<Navigate to="/Invitation" replace />} />,
  <Route key="/levels" path="/levels" element={<Navigate to="/Level" replace />} />,
];

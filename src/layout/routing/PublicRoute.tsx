import { Suspense, type ReactNode } from "react";
import { Box, CircularProgress } from "@mui/material";
import { Navigate, useLocation } from "react-admin";
import { isSignedIn } from "../../../providers/session";
import { usePageTitle } from "../usePageTitle";

const PageLoader = () => (
  <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
    <CircularProgress />
  </Box>
);

/**
 * Frame for the no-layout pages. Guest pages send a signed-in user to "/", except
 * for an `etoken` sign-in link, which deliberately replaces the current session.
 */
export const PublicRoute = ({ guest = false, children }: { guest?: boolean; children: ReactNode }) => {
  usePageTitle();
  const { search } = useLocation();
  if (guest && isSignedIn() && !new URLSearchParams(search).has("etoken")) return <Navigate to="/" replace />;
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
};

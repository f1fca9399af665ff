import type { ReactNode } from "react";
import { Loading, Navigate } from "react-admin";
import { useActiveWebsite } from "../../../providers/activeWebsite";
import { useCurrentUser } from "../../../ui/useCurrentUser";
import { AccessDenied } from "../AccessDenied";
import { decideRoute } from "./routeDecision";
import { SelectStoreDialog } from "./SelectStoreDialog";
import { useRouteMeta } from "./useRouteMeta";

/**
 * Route guard for the signed-in pages (react-admin's requireAuth already sends visitors
 * without a session to /login). Runs before the page mounts, so a denied page sends no request.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const match = useRouteMeta();
  const { user, isPending } = useCurrentUser();
  const { websiteId } = useActiveWebsite();

  // Without the user (server unreachable) the page renders and shows its own error: the server decides.
  if (user === undefined) return isPending ? <Loading /> : children;

  switch (decideRoute(match, user, websiteId)) {
    case "home":
      return <Navigate to="/" replace />;
    case "denied":
      return <AccessDenied />;
    case "select-store":
      return <SelectStoreDialog />;
    default:
      return children;
  }
};

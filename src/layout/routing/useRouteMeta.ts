import { useMemo } from "react";
import { useLocation } from "react-admin";
import { findRouteMeta, type RouteMatch } from "./findRouteMeta";

/** The route-metadata row of the current location, or null for paths the table does not list. */
export function useRouteMeta(): RouteMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => findRouteMeta(pathname), [pathname]);
}

import { matchRoutes } from "react-router-dom";
import { ROUTE_META, type RouteMeta } from "./routeMeta";

export interface RouteMatch {
  meta: RouteMeta;
  params: Record<string, string | undefined>;
}

/** The table row for a path, ranked like the router ranks routes (static segments beat `:id`). */
export function findRouteMeta(pathname: string): RouteMatch | null {
  const match = matchRoutes([...ROUTE_META], pathname)?.[0];
  return match ? { meta: match.route, params: match.params } : null;
}

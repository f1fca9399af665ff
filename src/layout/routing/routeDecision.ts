import type { UserDto } from "../../../domain/api";
import { isAdminUser, permissionsIn } from "../../../providers/access";
import type { RouteMatch } from "./findRouteMeta";

/** What the guard does with a route. */
export type RouteDecision = "allow" | "home" | "denied" | "select-store";

/** The store a route's permission is checked in: the store it names, else the active one. */
function scopeOf(match: RouteMatch, activeWebsiteId: number | null): number | null {
  const id = match.params.id;
  if (match.meta.websiteParam && id !== undefined && id !== "create") return Number(id);
  return activeWebsiteId;
}

/**
 * The SPA's mirror of the server's route rules; it only spares the user a page the server would
 * refuse. Admins pass every check but still need a store on store pages.
 */
export function decideRoute(
  match: RouteMatch | null,
  user: UserDto,
  activeWebsiteId: number | null,
): RouteDecision {
  if (match === null) return "allow";
  const { meta, params } = match;
  const admin = isAdminUser(user);
  if (meta.admin && !admin) return "home";
  if (!admin && meta.websiteParam && params.id !== undefined && params.id !== "create") {
    if (!(String(Number(params.id)) in user.permissions)) return "denied";
  }
  if (meta.activeWebsite && activeWebsiteId === null) return "select-store";
  if (admin || (meta.permission === undefined && meta.rule === undefined)) return "allow";
  const scope = scopeOf(match, activeWebsiteId);
  if (scope === null) return "denied";
  const granted = permissionsIn(user, scope);
  const holds = meta.permission === undefined || granted.includes(meta.permission);
  return holds && (meta.rule === undefined || meta.rule(granted)) ? "allow" : "denied";
}

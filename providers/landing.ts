import type { UserDto } from "../domain/api";
import { isRelativeLink } from "../domain/links";

/** Paths a signed-in user must not be sent back to after signing in. */
const PUBLIC_PATHS = [
  "/login",
  "/register",
  "/forget",
  "/request",
  "/resend",
  "/verify",
  "/password/reset",
  "/404",
];
const APP_BASE = "/app";

export function hasStoreAccess(user: UserDto): boolean {
  return (
    user.user_websites.length > 0 ||
    user.website_permissions.length > 0 ||
    user.company_roles.length > 0 ||
    Object.keys(user.permissions ?? {}).length > 0
  );
}

/** Where a user lands after signing in when no `redirect` is given. */
export function landingPath(user: UserDto): string {
  if (user.is_admin || user.company_id !== null) return "/";
  if (hasStoreAccess(user)) return "/store-dashboard";
  return "/user/edit";
}

/**
 * The `redirect` query value as an in-app path, or null when it could lead elsewhere
 * (absolute URLs, protocol-relative `//host`, backslash tricks) or back to a public page.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !isRelativeLink(value)) return null;
  const probe = "http://in-app.invalid";
  let url: URL;
  try {
    url = new URL(value, probe);
  } catch {
    return null;
  }
  if (url.origin !== probe) return null;
  // Links built from window.location carry the /app base; the router adds it back.
  let path = url.pathname;
  if (path === APP_BASE || path.startsWith(`${APP_BASE}/`)) path = path.slice(APP_BASE.length) || "/";
  if (PUBLIC_PATHS.includes(path.replace(/\/+$/, ""))) return null;
  return `${path}${url.search}${url.hash}`;
}

import { HttpError, type AuthProvider, type UserIdentity } from "react-admin";
import { userCanAccess } from "./access";
import { getActiveWebsiteId, storeActiveWebsiteId } from "./activeWebsiteStore";
import { apiRequest } from "./httpClient";
import { landingPath, safeRedirect } from "./landing";
import { cachedUserOr, clearSession, getToken, startSession } from "./session";
import type { LoginResponse, UserDto } from "../domain/api";

export type LoginParams = ({ email: string; password: string } | { etoken: string }) & {
  /** The /login `redirect` query value, followed only when it is an in-app path. */
  redirect?: string | null;
};

/** Where a signed-out visitor is sent; the note on /login explains why they are there again. */
const SIGN_IN_AGAIN = "/login?first_time=true";

export function getUser(): Promise<UserDto> {
  return cachedUserOr(() => apiRequest<UserDto>("/api/user"));
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

export const authProvider: AuthProvider = {
  async login({ redirect, ...credentials }: LoginParams) {
    const { user, access_token } = await apiRequest<LoginResponse>("/api/login", { body: credentials });
    startSession(user, access_token);
    return { redirectTo: safeRedirect(redirect) ?? landingPath(user) };
  },

  async logout() {
    if (getToken() !== null) {
      // The session ends locally whatever the server answers (it may be down or the token stale).
      await apiRequest("/api/logout", { method: "POST" }).catch(() => undefined);
    }
    clearSession();
    storeActiveWebsiteId(null);
  },

  async checkAuth() {
    if (getToken() === null) throw { redirectTo: "/login", message: false };
    try {
      await getUser();
    } catch (error) {
      // A failed user fetch removes the token and sends the user to /login.
      if (isUnauthorized(error)) throw { redirectTo: SIGN_IN_AGAIN, message: false };
      // Any other failure (server restarting, network) keeps the session; pages show the error.
    }
  },

  async checkError(error: unknown) {
    if (isUnauthorized(error)) {
      clearSession();
      throw { redirectTo: SIGN_IN_AGAIN, message: false };
    }
    // 403 means "not allowed here", not "signed out": the page shows the message instead.
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await getUser();
    return { id: user.id, fullName: user.name, avatar: user.avatar_url ?? undefined, email: user.email };
  },

  // react-admin asks for permissions even on the public pages; a visitor simply has none.
  getPermissions: async () => (getToken() === null ? null : getUser()),

  async canAccess({ resource, action, record }) {
    const user = await getUser();
    return userCanAccess(user, { resource, action, record }, getActiveWebsiteId());
  },
};

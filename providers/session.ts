import { readCookie, removeCookie, writeCookie } from "./cookies";
import type { UserDto } from "../domain/api";

/**
 * The signed-in session: the bearer token (cookie `token`) and the cached
 * GET /api/user answer. Kept free of React so httpClient and authProvider can share it.
 */

const TOKEN_COOKIE = "token";
// The server decides whether a token is still valid; the cookie only has to outlive a session.
const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

let cachedUser: Promise<UserDto> | null = null;

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function startSession(user: UserDto, token: string): void {
  writeCookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE_SECONDS);
  cachedUser = Promise.resolve(user);
}

export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  cachedUser = null;
}

/** The cached user, or one fetch through `load` shared by every concurrent caller. */
export function cachedUserOr(load: () => Promise<UserDto>): Promise<UserDto> {
  if (cachedUser === null) {
    const pending = load();
    cachedUser = pending;
    // A failed fetch must not stick: the next caller tries again.
    pending.catch(() => {
      if (cachedUser === pending) cachedUser = null;
    });
  }
  return cachedUser;
}

export function forgetUser(): void {
  cachedUser = null;
}

/** Minimal document.cookie helpers; the SPA's cookies are UI state, the server never reads them. */

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // SameSite=Strict always, Secure whenever the app is served over https.
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}` +
    `; SameSite=Strict${secure}`;
}

export function removeCookie(name: string): void {
  writeCookie(name, "", 0);
}

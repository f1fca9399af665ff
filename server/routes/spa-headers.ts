/**
 * Security headers of every SPA response (index.html, assets, the not-built answer).
 *
 * The policy is what the built SPA really loads:
 * - scripts only from the app's own origin (Vite emits module files, no inline script);
 * - styles from the app and inline: MUI (emotion) writes its styles into <style> elements at
 *   run time, and index.html carries a small inline <style>;
 * - pictures from the app, data: and blob: (the design editor's canvas, upload previews) and any
 *   https address (a store's pictures may be absolute https URLs, and S3 storage serves from
 *   the bucket's host);
 * - calls, fonts and frames only to the app itself (the store designer previews the storefront
 *   in a same-origin iframe);
 * - workers only from the app (its service worker, /app/service-worker.js);
 * - no plugins, no <base> elsewhere, forms post only to the app.
 *
 * Framing: the app has an embedded ("?iframe=1") mode; only the origins named in
 * SPA_FRAME_ANCESTORS may frame it. With none named, nobody may (frame-ancestors 'none' and
 * X-Frame-Options: DENY). X-Frame-Options cannot name several origins, so it is left out when
 * some are allowed; browsers then follow frame-ancestors.
 */

/** "https://host" or "http://host:port", as CSP frame-ancestors takes an origin. */
const ORIGIN = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

/** SPA_FRAME_ANCESTORS: origins separated by spaces or commas; anything else stops the start-up. */
export function parseFrameAncestors(value: string | undefined): string[] {
  const origins = (value ?? "")
    .split(/[\s,]+/)
    .map((part) => part.trim().replace(/\/$/, ""))
    .filter(Boolean);
  const bad = origins.find((origin) => !ORIGIN.test(origin));
  if (bad !== undefined)
    throw new Error(`SPA_FRAME_ANCESTORS: "${bad}" is not an origin such as https://portal.example.com`);
  return origins;
}

export function spaSecurityHeaders(frameAncestors: readonly string[]): Record<string, string> {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(" ") : "'none'";
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
  return {
    "content-security-policy": csp,
    ...(frameAncestors.length === 0 ? { "x-frame-options": "DENY" } : {}),
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
  };
}

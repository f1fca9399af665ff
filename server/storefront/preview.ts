import { createHmac, timingSafeEqual } from "node:crypto";

/** Long enough to look around and share with a colleague, short enough that a leaked link dies. */
export const PREVIEW_TTL_SECONDS = 2 * 60 * 60;

function sign(secret: string, websiteId: number, expires: number): string {
  // The purpose prefix keeps this signature apart from the file-URL ones made with the same key.
  return createHmac("sha256", secret)
    .update(`storefront-preview\n${websiteId}\n${expires}`)
    .digest("base64url");
}

/** A signed `<websiteId>.<expires>.<signature>` that opens an unlaunched store's pages. */
export function previewToken(
  secret: string,
  websiteId: number,
  now = Date.now(),
): { token: string; expires_at: string } {
  const expires = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS;
  return {
    token: `${websiteId}.${expires}.${sign(secret, websiteId, expires)}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

export function verifyPreviewToken(
  secret: string,
  websiteId: number,
  token: string | undefined,
  now = Date.now(),
): boolean {
  if (!token) return false;
  const [id, expiresText, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !signature || Number(id) !== websiteId) return false;
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(secret, websiteId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

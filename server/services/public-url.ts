/**
 * Every absolute link the server hands out (mails, payment-provider return and refresh URLs,
 * storefront and preview links, the canonical address of storefront pages) is built here, from
 * the configured public URL only. A request's Host header is never used: anyone can send any
 * Host, and a password-reset mail must not point at an address the requester chose.
 */

/** The part of the configuration links depend on; PUBLIC_URL, without a trailing slash. */
export interface PublicUrlConfig {
  publicUrl: string;
}

/**
 * The absolute address of `path` (which may carry a query) under the public URL. A public URL
 * with a path (https://example.com/merch) keeps it: links are appended, never resolved.
 */
export function absoluteUrl(config: PublicUrlConfig, path: string): string {
  const base = config.publicUrl.replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The start-up line shown when PUBLIC_URL is not set: links then name the default address,
 * which works only on this machine, so the operator learns which origin mails will carry.
 */
export function publicUrlNotice(env: NodeJS.ProcessEnv, config: PublicUrlConfig): string | null {
  if (env.PUBLIC_URL) return null;
  return `PUBLIC_URL is not set: links in mails and payment returns use ${config.publicUrl} (set PUBLIC_URL to the address users open).`;
}

import { storeUrl } from "../../domain/store-texts";
import type { WebsiteRecord } from "../../domain/contracts/websites";

/**
 * The store's public page. BREAD rows (the show page) carry no
 * linkToWebsite; the SPA is served from the same public URL the server builds it from.
 */
export function publicUrl(record: Pick<WebsiteRecord, "linkToWebsite" | "link" | "domain">): string {
  return (
    record.linkToWebsite ??
    storeUrl(window.location.origin, { link: record.link, domain: record.domain ?? null })
  );
}

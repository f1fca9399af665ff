import type { WebsiteSummary } from "../api";

/**
 * A row of the store lists (server/routes/websites/common.ts websiteSummaryDto): GET /api/get/websites
 * for everyone, GET /api/admin/websites/detailed for platform admins (owner, counts and readiness).
 */
export interface WebsiteRecord extends WebsiteSummary {
  /** The store's public page; the store calls send it, BREAD does not. */
  linkToWebsite?: string;
  domain?: string | null;
  archived_at: string | null;
  owner?: { id: number; name: string; email: string };
  products_count?: number;
  orders_count?: number;
  /** Cents. */
  revenue?: number;
  margin?: number | null;
}

/** The Laravel-style page both list calls answer with. */
export interface WebsitePage {
  data: WebsiteRecord[];
  total: number;
}

import { z } from "zod";
import type { AppContext } from "../../context.js";
import type { SummaryRow } from "../../services/websites/list.js";
import { grantedPermissions, PERMISSION_TYPES, type StoreAccess } from "../../../domain/permissions.js";
import { resolveLimits } from "../../../domain/plans.js";
import { storeUrl } from "../../../domain/stores.js";

export const websiteSummaryDto = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  linkToWebsite: z.string(),
  domain: z.string().nullable(),
  logo_url: z.string().nullable(),
  plan: z.string(),
  is_launched: z.number(),
  is_demo: z.number(),
  limits: z.record(z.string(), z.unknown()),
  user_id: z.number(),
  company_id: z.number().nullable(),
  created_at: z.string(),
  archived_at: z.string().nullable(),
  permissions: z.array(z.string()),
});
export type WebsiteSummaryDto = z.infer<typeof websiteSummaryDto>;

/** A store row as every list shows it; `access` null means a platform admin (every right). */
export function websiteSummary(
  ctx: AppContext,
  row: SummaryRow,
  access: StoreAccess | null,
): WebsiteSummaryDto {
  const { logo, limits, ...rest } = row;
  return {
    ...rest,
    linkToWebsite: storeUrl(ctx.config.publicUrl, row),
    logo_url: ctx.urls.url(logo),
    limits: resolveLimits(row.plan, limits),
    permissions: access ? grantedPermissions(access) : [...PERMISSION_TYPES],
  };
}

import type { FastifyRequest } from "fastify";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { activeWebsiteId } from "../../auth/guard.js";
import { fromJson } from "../../db/json.js";
import type { Database, Website } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import { grantedPermissions, PERMISSION_TYPES, type StoreAccess } from "../../../domain/permissions.js";
import { resolveLimits } from "../../../domain/plans.js";
import { STORE_MSG, storeUrl } from "../../../domain/stores.js";

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const websiteIdParam = z.object({ websiteId: z.coerce.number().int().positive() });
export const messageDto = z.object({ message: z.string() });

/** The store a call acts on: the one named in the request, else the active store header. */
export function storeIdFrom(request: FastifyRequest, given: number | undefined | null): number {
  const id = given ?? activeWebsiteId(request);
  if (id === null) throw badRequest(STORE_MSG.chooseStore, { website_id: "This element is required" });
  return id;
}

/** lower(column) LIKE '%term%' on any of the columns, escaped; the same on SQLite and PostgreSQL. */
export function matchesAny<T extends keyof Database>(columns: readonly string[], term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> =>
    eb.or(columns.map((c) => eb(sql`lower(${sql.ref(c)})`, "like", sql`${pattern} escape '\\'`)));
}

/** Laravel-style page (spec §3 "Paged list fields: current_page, last_page, data"). */
export function paged<T>(data: T[], total: number, page: number, perPage: number) {
  return {
    data,
    total,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export function pagedDto<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    total: z.number(),
    current_page: z.number(),
    per_page: z.number(),
    last_page: z.number(),
  });
}

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(200).optional(),
};

/** The columns every store row in a list is built from. */
export const SUMMARY_COLUMNS = [
  "id",
  "name",
  "link",
  "domain",
  "logo",
  "plan",
  "is_launched",
  "is_demo",
  "limits",
  "user_id",
  "company_id",
  "created_at",
  "archived_at",
] as const;
export type SummaryRow = Pick<Website, (typeof SUMMARY_COLUMNS)[number]>;

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
    limits: resolveLimits(row.plan, fromJson(limits, {})),
    permissions: access ? grantedPermissions(access) : [...PERMISSION_TYPES],
  };
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../context.js";
import { isAdminRequest, memberships } from "../auth/guard.js";
import { grantedStores } from "../http/access.js";
import { badRequest, forbidden } from "../errors.js";
import type { MoneyRights } from "../services/dashboard/orders.js";
import { statsQuery, statsResponse, type StatsResponse } from "../../domain/contracts/dashboard.js";
import { chartStats } from "../services/dashboard/stats.js";
import { DASHBOARD_MSG, isDateOnly, utcDateOnly } from "../../domain/dashboard.js";
import { isOrderStatus, type OrderStatus } from "../../domain/orders.js";
import { canSeeMoney } from "../../domain/permissions.js";

type StatsQuery = z.infer<typeof statsQuery>;

function parseStoreIds(query: StatsQuery): number[] | null {
  const raw = query["filterWebsites[]"] ?? query.filterWebsites;
  if (raw === undefined) return null;
  const parts = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(","))
    .filter((v) => v.trim() !== "");
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw badRequest(DASHBOARD_MSG.badStores);
  return ids.length === 0 ? null : [...new Set(ids)];
}

function parseStatus(value: string | undefined): OrderStatus | null {
  if (value === undefined || value === "" || value === "all") return null;
  if (!isOrderStatus(value)) throw badRequest(DASHBOARD_MSG.badStatus);
  return value;
}

function parseDay(value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  if (!isDateOnly(value)) throw badRequest(DASHBOARD_MSG.badDate);
  return value;
}

/**
 * The dashboard's statistics call. Rights come from the database only (isAdmin is ignored):
 * admins count every store or the ones they pick; everyone else counts the stores where they hold
 * browse_dashboard, and asking for any other store is refused with 403.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const resolveScope = async (request: FastifyRequest, asked: number[] | null) => {
    if (isAdminRequest(request))
      return { websiteIds: asked, rights: { fees: true, money: true } as MoneyRights };
    const mine = await memberships(ctx.db, request);
    const allowed = new Set(grantedStores(request) ?? []);
    if (asked !== null && asked.some((id) => !allowed.has(id))) throw forbidden();
    const websiteIds = asked ?? [...allowed].sort((a, b) => a - b);
    // Income and earnings are the stores' money: shown only when the caller may see it in every counted store.
    const money = websiteIds.length > 0 && websiteIds.every((id) => canSeeMoney(mine.get(id)!));
    return { websiteIds, rights: { fees: false, money } };
  };

  r.get(
    "/api/chart/stats",
    {
      // Every store where the caller holds browse_dashboard (all stores for a platform admin); the
      // stores asked for (filterWebsites) narrow that set, and one outside it is refused with 403.
      config: { access: { right: "browse_dashboard", stores: [] } },
      schema: {
        tags: ["dashboard"],
        summary: "Dashboard statistics for a date range and a set of stores (the spec's statistics call)",
        querystring: statsQuery,
        response: { 200: statsResponse },
      },
    },
    async (request): Promise<StatsResponse> => {
      const today = utcDateOnly(new Date());
      const from = parseDay(request.query.from);
      const to = parseDay(request.query.to) ?? today;
      const status = parseStatus(request.query.status);
      const admin = isAdminRequest(request);
      const { websiteIds, rights } = await resolveScope(request, parseStoreIds(request.query));
      return chartStats(ctx, { from, to, status }, websiteIds, admin, rights);
    },
  );
}

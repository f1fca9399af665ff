import type { AppContext } from "../../context.js";
import type { Db } from "../../db/types.js";
import type { User, Website } from "../../db/schema.js";
import { loose, type Row } from "../../db/loose.js";
import { nowIso, toJson } from "../../db/json.js";
import { refused } from "../../../domain/errors.js";
import { isPlatformAdmin } from "../../auth/access.js";
import { canCreateStore, isCompanyRole } from "../../../domain/permissions.js";
import { DEFAULT_PLAN, PLANS } from "../../../domain/plans.js";
import { slugify } from "../../../domain/slug.js";
import { recordStoreWrite } from "./activity.js";
import { loadStore } from "./reads.js";

/** The store's public link: its slug, or the slug with the first free number ("tees-2"). */
async function freeLink(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db.kysely
        .selectFrom("websites")
        .select("link")
        .where((eb) => eb.or([eb("link", "=", base), eb("link", "like", `${base}-%`)]))
        .execute()
    ).map((w) => w.link),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * The row of a new store the caller creates: refused unless the caller may create stores (which,
 * for some, needs an address of their own); owned by the caller, on the default plan, under the
 * first free link made from the link asked for or the name.
 */
export async function prepareNewStore(
  ctx: AppContext,
  user: User,
  input: { name: string; link?: string; is_demo?: number },
): Promise<Row> {
  const address = await ctx.db.kysely
    .selectFrom("addresses")
    .select("id")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  const allowed = canCreateStore({
    isAdmin: isPlatformAdmin(user),
    companyId: user.company_id,
    websiteRole: user.website_role,
    canCreateStores: user.can_create_stores === 1,
    mainCompanyRole: isCompanyRole(user.main_company_role) ? user.main_company_role : null,
    hasAddress: address !== undefined,
  });
  if (!allowed) throw refused();
  const now = nowIso();
  const base = slugify(input.link ? input.link : input.name) || "store";
  return {
    user_id: user.id,
    company_id: user.company_id,
    name: input.name,
    link: await freeLink(ctx.db, base),
    plan: DEFAULT_PLAN,
    is_demo: input.is_demo === 1 ? 1 : 0,
    limits: toJson(PLANS[DEFAULT_PLAN].limits),
    data: toJson({}),
    created_at: now,
    updated_at: now,
  };
}

/** Creates a store for the caller under the store creation rules, and records it. Answers its row. */
export async function createStore(
  ctx: AppContext,
  user: User,
  input: { name: string; link?: string; is_demo?: number },
): Promise<Website> {
  const values = await prepareNewStore(ctx, user, input);
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await loose(trx)
      .insertInto("websites")
      .values(values)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordStoreWrite(trx, Number(row.id), "create", null);
    return Number(row.id);
  });
  return loadStore(ctx, id);
}

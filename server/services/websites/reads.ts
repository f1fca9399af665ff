import type { AppContext } from "../../context.js";
import type { User, Website } from "../../db/schema.js";
import { loadStoreAccess } from "../../auth/access.js";
import { NO_ACCESS, type StoreAccess } from "../../../domain/permissions.js";

/** The caller's rights in a store, as a store summary lists them; null for a platform admin (every right). */
export async function summaryAccess(ctx: AppContext, user: User, id: number): Promise<StoreAccess | null> {
  const found = await loadStoreAccess(ctx.db, user, id);
  return found && !found.access.isAdmin ? found.access : null;
}

/** The caller's own rights left in a store after a change that may have taken them away (none if so). */
export async function remainingAccess(ctx: AppContext, user: User, id: number): Promise<StoreAccess> {
  return (await loadStoreAccess(ctx.db, user, id))?.access ?? NO_ACCESS;
}

/** A store's whole row; it must exist. */
export function loadStore(ctx: AppContext, id: number): Promise<Website> {
  return ctx.db.kysely.selectFrom("websites").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

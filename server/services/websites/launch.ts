import type { AppContext } from "../../context.js";
import type { Website } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { conflict, invalid } from "../../../domain/errors.js";
import { launchBlockers, STORE_MSG, type LaunchRequirement } from "../../../domain/stores.js";
import { published } from "../../storefront/load.js";
import { notificationText, notifyStoreTeam } from "../notify.js";
import { writeStore } from "./activity.js";
import { loadStore } from "./reads.js";

/**
 * Launches a store: refused outright for a demo, an archived or an already launched store. A store
 * not ready yet (no valid address, no connected payment account, no published product) is left as
 * it is and answers what is missing; else the launched store's row.
 */
export async function launchStore(
  ctx: AppContext,
  website: Website,
): Promise<{ launched: Website } | { missing: LaunchRequirement[] }> {
  if (website.is_demo === 1) throw invalid({ is_demo: STORE_MSG.demoCannotLaunch });
  if (website.archived_at !== null) throw invalid({ archived_at: STORE_MSG.archivedCannotLaunch });
  if (website.is_launched === 1) throw conflict(STORE_MSG.alreadyLaunched);

  const k = ctx.db.kysely;
  const now = nowIso();
  const product = await k
    .selectFrom("products")
    .select("id")
    .where("website_id", "=", website.id)
    .where(published(now))
    .limit(1)
    .executeTakeFirst();
  const missing = launchBlockers({
    addressValid: website.address_valid === 1,
    paymentValid: website.stripe_valid === 1,
    publishedProducts: product ? 1 : 0,
  });
  if (missing.length > 0) return { missing };

  await k.transaction().execute(async (trx) => {
    // Two launches racing: only the first flips the flag and notifies.
    const flipped = await writeStore(
      trx,
      website.id,
      { is_launched: 1, launched_at: now, updated_at: now },
      "status",
      { is_launched: 0 },
    );
    if (flipped) {
      await notifyStoreTeam(trx, website.id, "store_launched", notificationText.storeLaunched(website.name));
    }
  });
  return { launched: await loadStore(ctx, website.id) };
}

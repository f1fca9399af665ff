import type { Kysely } from "kysely";
import { fromJson, toJson } from "../../db/json.js";
import type { Database, Website } from "../../db/schema.js";
import { conflict, invalid } from "../../../domain/errors.js";
import { PLAN_MSG, storeLimits } from "../../../domain/plans.js";
import { STORE_MSG } from "../../../domain/stores.js";

type Q = Kysely<Database>;

/** The link is the store's unique public address segment; another store's link answers 409. */
export async function assertLinkFree(q: Q, link: string, exceptId: number | null): Promise<void> {
  let query = q.selectFrom("websites").select("id").where("link", "=", link);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw conflict(STORE_MSG.linkTaken, { link: STORE_MSG.linkTaken });
}

export async function assertDomainFree(q: Q, domain: string, exceptId: number | null): Promise<void> {
  let query = q.selectFrom("websites").select("id").where("domain", "=", domain);
  if (exceptId !== null) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst())
    throw conflict(STORE_MSG.domainTaken, { domain: STORE_MSG.domainTaken });
}

/** A custom domain needs a plan that allows one (domain/plans.ts custom_domain). */
export function assertCustomDomainAllowed(website: Pick<Website, "plan" | "limits">): void {
  if (!storeLimits(website).custom_domain) {
    throw invalid({ domain: PLAN_MSG.customDomainLocked });
  }
}

/**
 * The entry modal as the settings screen saves it, keeping the picture chosen on /entry-modal
 * (checked there to be one of the store's files; the settings form has no picture field).
 */
export function entryModalKeepingImage(stored: unknown, modal: object): string {
  const image = fromJson<{ image?: unknown }>(stored, {}).image;
  return toJson(typeof image === "string" && image ? { ...modal, image } : modal);
}

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/json.js";
import { chunks } from "../../db/batch.js";
import type { CsvImportType } from "../../../domain/stores.js";
import { applyWhitelist } from "../websites/settings-apply.js";
import { recordActivity } from "../activity/record.js";

type Q = Kysely<Database>;

export type WhitelistEntry = { email: string; name: string | null } | string;

const TABLE = { whitelisted_emails: "whitelisted_emails", whitelist_domains: "whitelist_domains" } as const;

async function countOf(trx: Q, type: CsvImportType, websiteId: number): Promise<number> {
  const row = await trx
    .selectFrom(TABLE[type])
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("website_id", "=", websiteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function addDomains(trx: Q, websiteId: number, domains: readonly string[]): Promise<number> {
  const present = new Set(
    (
      await trx.selectFrom("whitelist_domains").select("domain").where("website_id", "=", websiteId).execute()
    ).map((d) => d.domain),
  );
  const fresh = [...new Set(domains)].filter((d) => !present.has(d));
  const now = nowIso();
  for (const batch of chunks(fresh, 3)) {
    await trx
      .insertInto("whitelist_domains")
      .values(batch.map((domain) => ({ website_id: websiteId, domain, created_at: now })))
      .execute();
  }
  return fresh.length;
}

/**
 * Adds a batch of a CSV's whitelisted users or domains to a store inside the import's
 * transaction (those present are skipped), recorded as one settings change of the store with the
 * list's size before and after when the batch added entries. Answers how many were new and skipped.
 */
export async function writeWhitelistBatch(
  trx: Q,
  websiteId: number,
  type: CsvImportType,
  entries: readonly WhitelistEntry[],
): Promise<{ created: number; skipped: number }> {
  const before = await countOf(trx, type, websiteId);
  const created =
    type === "whitelisted_emails"
      ? await applyWhitelist(trx, websiteId, {
          whitelisted_emails: entries.filter(
            (v): v is { email: string; name: string | null } => typeof v !== "string",
          ),
        })
      : await addDomains(
          trx,
          websiteId,
          entries.filter((v): v is string => typeof v === "string"),
        );
  if (created > 0)
    await recordActivity(trx, {
      entity: "Website",
      entityId: websiteId,
      action: "settings",
      websiteId,
      before: { [type]: before },
      after: { [type]: before + created },
    });
  return { created, skipped: entries.length - created };
}

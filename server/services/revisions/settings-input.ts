import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { fieldErrors, invalid } from "../../../domain/errors.js";
import { settingsSaveSchema, type SettingsSave } from "../../../domain/stores.js";
import type { Snapshot } from "./snapshots.js";

type Q = Kysely<Database>;

type Listed = { id?: unknown } & Record<string, unknown>;

function rows(value: unknown): Listed[] {
  return Array.isArray(value)
    ? value.filter((v): v is Listed => typeof v === "object" && v !== null && !Array.isArray(v))
    : [];
}

/** Kept rows that still exist keep their id (renamed in place); the others are added anew. */
function withLiveIds(kept: unknown, live: ReadonlySet<number>): Listed[] {
  return rows(kept).map(({ id, ...row }) => (typeof id === "number" && live.has(id) ? { id, ...row } : row));
}

async function ids(
  trx: Q,
  table: "departments" | "office_locations" | "store_contact_emails",
  websiteId: number,
) {
  const found = await trx.selectFrom(table).select("id").where("website_id", "=", websiteId).execute();
  return new Set(found.map((r) => r.id));
}

/**
 * The settings save that brings a store back to a kept snapshot: its general fields, address,
 * departments, office locations and contact emails as they were (rows since removed come back as
 * new rows; rows added since are removed).
 */
export async function settingsRevertInput(trx: Q, websiteId: number, kept: Snapshot): Promise<SettingsSave> {
  const offices = await ids(trx, "office_locations", websiteId);
  const keptOffices = withLiveIds(kept.office_locations, offices);
  const keptOfficeIds = new Set(keptOffices.map((o) => o.id));
  const raw: Record<string, unknown> = {
    name: kept.name,
    link: kept.link,
    domain: kept.domain,
    margin: kept.margin,
    recipient_email: kept.recipient_email,
    tax_exempt: kept.tax_exempt,
    departments: withLiveIds(kept.departments, await ids(trx, "departments", websiteId)),
    store_contact_emails: withLiveIds(
      kept.store_contact_emails,
      await ids(trx, "store_contact_emails", websiteId),
    ),
    office_locations: keptOffices,
    office_to_delete: [...offices].filter((id) => !keptOfficeIds.has(id)),
  };
  if (kept.address) raw.address = kept.address;
  const parsed = settingsSaveSchema.safeParse(raw);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error.issues));
  return parsed.data;
}

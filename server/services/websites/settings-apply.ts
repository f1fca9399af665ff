import type { Kysely } from "kysely";
import { nowIso, toJson } from "../../db/json.js";
import type { Database, Website } from "../../db/schema.js";
import { invalid } from "../../../domain/errors.js";
import { chunks } from "../../db/batch.js";
import {
  addressValid,
  type AddressInput,
  type OfficeLocationInput,
  type SettingsSave,
} from "../../../domain/stores.js";
import {
  assertCustomDomainAllowed,
  assertDomainFree,
  assertLinkFree,
  entryModalKeepingImage,
} from "./rules.js";
import { keepStoreSettingsRevision } from "../revisions/keep.js";

/**
 * Each settings section written inside the caller's transaction: the spec's one-section routes
 * run one of these, PUT /api/websites/{id}/settings runs several, and any failure rolls all back.
 * Only the transaction is used in here (SQLite has one connection: a query outside it would wait).
 */
type Trx = Kysely<Database>;

/** Ids sent back by the SPA must be rows of this store; anything else is refused, never touched. */
function ownIds(field: string, items: readonly { id?: number }[], existing: ReadonlySet<number>): void {
  items.forEach((item, i) => {
    if (item.id !== undefined && !existing.has(item.id))
      throw invalid({ [`${field}.${i}.id`]: "Not found." });
  });
}

export async function applyAddress(trx: Trx, websiteId: number, a: AddressInput): Promise<number> {
  const valid = addressValid(a) ? 1 : 0;
  const existing = await trx
    .selectFrom("addresses")
    .select("id")
    .where("website_id", "=", websiteId)
    .orderBy("id")
    .executeTakeFirst();
  if (existing) {
    await trx.updateTable("addresses").set(a).where("id", "=", existing.id).execute();
  } else {
    await trx
      .insertInto("addresses")
      .values({ ...a, website_id: websiteId, user_id: null, created_at: nowIso() })
      .execute();
  }
  await trx
    .updateTable("websites")
    .set({ address_valid: valid, updated_at: nowIso() })
    .where("id", "=", websiteId)
    .execute();
  return valid;
}

/** Replaces the list: sent rows kept or renamed (by id) or added, the others removed. */
export async function applyDepartments(
  trx: Trx,
  websiteId: number,
  list: readonly { id?: number; name: string }[],
): Promise<void> {
  const rows = await trx
    .selectFrom("departments")
    .select(["id", "name"])
    .where("website_id", "=", websiteId)
    .execute();
  ownIds("departments", list, new Set(rows.map((r) => r.id)));
  const kept = new Set(list.flatMap((d) => (d.id === undefined ? [] : [d.id])));
  const removed = rows.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (removed.length > 0) await trx.deleteFrom("departments").where("id", "in", removed).execute();
  // Two departments swapping names would collide on the unique name for a moment: park renamed ones
  // first under names longer than any valid one (100), so a parked name can never meet a real one.
  const renamed = list.filter((d) => d.id !== undefined && rows.find((r) => r.id === d.id)?.name !== d.name);
  for (const d of renamed) {
    await trx
      .updateTable("departments")
      .set({ name: String(d.id).padStart(120, "~") })
      .where("id", "=", d.id!)
      .execute();
  }
  for (const [i, d] of list.entries()) {
    if (d.id !== undefined) {
      await trx
        .updateTable("departments")
        .set({ name: d.name, sort_order: i })
        .where("id", "=", d.id)
        .execute();
    } else {
      await trx
        .insertInto("departments")
        .values({ website_id: websiteId, name: d.name, sort_order: i, created_at: nowIso() })
        .execute();
    }
  }
}

/** Office locations are saved with office_to_delete; rows not named stay as they are. */
export async function applyLocations(
  trx: Trx,
  websiteId: number,
  list: readonly OfficeLocationInput[],
  toDelete: readonly number[],
): Promise<void> {
  const rows = await trx
    .selectFrom("office_locations")
    .select("id")
    .where("website_id", "=", websiteId)
    .execute();
  const existing = new Set(rows.map((r) => r.id));
  ownIds("office_locations", list, existing);
  const deleting = toDelete.filter((id) => existing.has(id));
  if (deleting.length > 0) {
    await trx
      .deleteFrom("office_locations")
      .where("website_id", "=", websiteId)
      .where("id", "in", deleting)
      .execute();
  }
  for (const [i, { id, ...location }] of list.entries()) {
    if (id !== undefined && deleting.includes(id)) continue;
    if (id !== undefined) {
      await trx
        .updateTable("office_locations")
        .set({ ...location, sort_order: i })
        .where("id", "=", id)
        .execute();
    } else {
      await trx
        .insertInto("office_locations")
        .values({ ...location, website_id: websiteId, sort_order: i, created_at: nowIso() })
        .execute();
    }
  }
}

/** The store's contact emails, replaced as a whole list (nothing references their ids). */
export async function applyContactEmails(
  trx: Trx,
  websiteId: number,
  list: readonly { email: string; label: string | null }[],
): Promise<void> {
  await trx.deleteFrom("store_contact_emails").where("website_id", "=", websiteId).execute();
  if (list.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto("store_contact_emails")
    .values(
      list.map((e, i) => ({
        website_id: websiteId,
        email: e.email,
        label: e.label,
        sort_order: i,
        created_at: now,
      })),
    )
    .execute();
}

/** Domains replaced as a list; users added only if not already present, or removed by address. */
export async function applyWhitelist(
  trx: Trx,
  websiteId: number,
  input: Pick<SettingsSave, "whitelist_emails" | "whitelisted_emails" | "remove_whitelisted_emails">,
): Promise<number> {
  const now = nowIso();
  if (input.whitelist_emails) {
    await trx.deleteFrom("whitelist_domains").where("website_id", "=", websiteId).execute();
    const domains = [...new Set(input.whitelist_emails)];
    if (domains.length > 0) {
      await trx
        .insertInto("whitelist_domains")
        .values(domains.map((domain) => ({ website_id: websiteId, domain, created_at: now })))
        .execute();
    }
  }
  for (const batch of chunks(input.remove_whitelisted_emails ?? [], 1)) {
    await trx
      .deleteFrom("whitelisted_emails")
      .where("website_id", "=", websiteId)
      .where("email", "in", batch)
      .execute();
  }
  let added = 0;
  const wanted = new Map((input.whitelisted_emails ?? []).map((u) => [u.email, u] as const));
  for (const batch of chunks([...wanted.values()], 4)) {
    const present = new Set(
      (
        await trx
          .selectFrom("whitelisted_emails")
          .select("email")
          .where("website_id", "=", websiteId)
          .where(
            "email",
            "in",
            batch.map((u) => u.email),
          )
          .execute()
      ).map((r) => r.email),
    );
    const fresh = batch.filter((u) => !present.has(u.email));
    if (fresh.length === 0) continue;
    await trx
      .insertInto("whitelisted_emails")
      .values(fresh.map((u) => ({ website_id: websiteId, email: u.email, name: u.name, created_at: now })))
      .execute();
    added += fresh.length;
  }
  return added;
}

/** The values that live on the store row itself. */
export async function applyStoreFields(trx: Trx, website: Website, input: SettingsSave): Promise<void> {
  if (input.link !== undefined) await assertLinkFree(trx, input.link, website.id);
  if (input.domain) {
    assertCustomDomainAllowed(website);
    await assertDomainFree(trx, input.domain, website.id);
  }
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.link !== undefined ? { link: input.link } : {}),
    ...(input.domain !== undefined ? { domain: input.domain } : {}),
    ...(input.margin !== undefined ? { margin: input.margin } : {}),
    ...(input.recipient_email !== undefined ? { recipient_email: input.recipient_email } : {}),
    ...(input.tax_exempt !== undefined ? { tax_exempt: input.tax_exempt } : {}),
    ...(input.mail_configuration !== undefined
      ? { mail_configuration: toJson(input.mail_configuration) }
      : {}),
    ...(input.entry_modal !== undefined
      ? { entry_modal: entryModalKeepingImage(website.entry_modal, input.entry_modal) }
      : {}),
  };
  if (Object.keys(values).length === 0) return;
  await trx
    .updateTable("websites")
    .set({ ...values, updated_at: nowIso() })
    .where("id", "=", website.id)
    .execute();
}

/** Every section present in the request, in one transaction opened by the caller. */
export async function applySettings(trx: Trx, website: Website, input: SettingsSave): Promise<void> {
  await applyStoreFields(trx, website, input);
  if (input.address) await applyAddress(trx, website.id, input.address);
  if (input.departments) await applyDepartments(trx, website.id, input.departments);
  if (input.office_locations || input.office_to_delete) {
    await applyLocations(trx, website.id, input.office_locations ?? [], input.office_to_delete ?? []);
  }
  if (input.store_contact_emails) await applyContactEmails(trx, website.id, input.store_contact_emails);
  if (input.whitelist_emails || input.whitelisted_emails || input.remove_whitelisted_emails) {
    await applyWhitelist(trx, website.id, input);
  }
  await keepStoreSettingsRevision(trx, website.id);
}

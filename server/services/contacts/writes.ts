import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { ContactsTable, Database } from "../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { notFound } from "../../../domain/errors.js";
import { recordActivity } from "../activity/record.js";
import { inTransaction } from "../../db/transaction.js";
import { bumpVersion } from "../versions/index.js";
import type { contactSchema } from "../../../domain/contacts.js";

type Q = Kysely<Database>;
export type ContactInput = z.infer<typeof contactSchema>;

/** The columns a contact is read with (the store's own; nothing else is stored). */
export const CONTACT_COLUMNS = [
  "id",
  "website_id",
  "name",
  "city",
  "postal",
  "street",
  "phone",
  "email",
  "lang",
  "comment",
  "tags",
  "created_at",
  "version",
] as const;

/** A contact row as read. */
export type ContactRow = Selectable<ContactsTable>;

/** A contact as the screens show it: its tags (stored as JSON) as a list of keys. */
export function contactOut<T extends { tags?: unknown }>({
  tags,
  ...row
}: T): Omit<T, "tags"> & { tags: string[] } {
  return { ...row, tags: fromJson<string[]>(tags, []) };
}

/** A contact by id (its store was checked by the caller's gate: another store's answers 404 there). */
export async function findContact(q: Q, id: number): Promise<ContactRow> {
  const row = await q.selectFrom("contacts").select(CONTACT_COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A new contact of the store; its activity event commits with it. */
export function createContact(db: Q, websiteId: number, input: ContactInput): Promise<ContactRow> {
  return inTransaction(db, async (q) => {
    const { tags, ...fields } = input;
    const row = await q
      .insertInto("contacts")
      .values({ ...fields, website_id: websiteId, tags: toJson(tags), created_at: nowIso() })
      .returning(CONTACT_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordActivity(q, {
      entity: "Contact",
      entityId: row.id,
      action: "create",
      websiteId,
      after: contactOut(row),
    });
    return row;
  });
}

/**
 * A contact saved whole (every field of the form). With the version the screen read, a contact
 * saved by someone else since is refused (StaleVersion) and nothing is written.
 */
export function updateContact(
  db: Q,
  id: number,
  input: ContactInput,
  version: number | null = null,
): Promise<ContactRow> {
  return inTransaction(db, async (q) => {
    const before = await findContact(q, id);
    await bumpVersion(q, "contacts", id, version);
    const { tags, ...fields } = input;
    const row = await q
      .updateTable("contacts")
      .set({ ...fields, tags: toJson(tags) })
      .where("id", "=", id)
      .returning(CONTACT_COLUMNS)
      .executeTakeFirstOrThrow();
    await recordActivity(q, {
      entity: "Contact",
      entityId: id,
      action: "update",
      websiteId: row.website_id,
      before: contactOut(before),
      after: contactOut(row),
    });
    return row;
  });
}

export function deleteContact(db: Q, id: number): Promise<void> {
  return inTransaction(db, async (q) => {
    const before = await findContact(q, id);
    await q.deleteFrom("contacts").where("id", "=", id).execute();
    await recordActivity(q, {
      entity: "Contact",
      entityId: id,
      action: "delete",
      websiteId: before.website_id,
      before: contactOut(before),
    });
  });
}

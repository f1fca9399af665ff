import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import {
  isSecretField,
  REDACTED,
  type ActivityAction,
  type ActivityChanges,
} from "../../../domain/activity.js";
import { currentActor, type ActivityActor } from "./actor.js";

type Fields = Readonly<Record<string, unknown>>;

export interface ActivityInput {
  /** The BREAD model name of the record ("Product", "Website", "User"…). */
  entity: string;
  entityId: number | null;
  action: ActivityAction;
  /** The store the record belongs to; null for platform-wide records. */
  websiteId: number | null;
  /** The record's fields before and after the write (either may be absent). */
  before?: Fields | null;
  after?: Fields | null;
  /** The record's name as a person knows it; read from after/before (name, title, e-mail or number) when not given. */
  name?: string | null;
  /** Overrides the request's actor (a sign-in names the account before any session exists). */
  actor?: Partial<ActivityActor>;
}

/** Timestamps and the version move on every save; listing them as changes would hide the real ones. */
const NOT_A_CHANGE = new Set(["updated_at", "created_at", "version"]);

/** An empty text and no value read the same to a person: a form saving "" for null changed nothing. */
const blank = (value: unknown) => value === null || value === undefined || value === "";

/** A JSON column's text as its value (a stored address is a text until it is compared). */
function parsed(value: unknown): unknown {
  if (typeof value !== "string" || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A value as compared: objects with their keys sorted and their blank entries left out, so an
 * address written back with its keys in another order, or with a null where a key was missing,
 * is no change.
 */
function comparable(value: unknown): string {
  return JSON.stringify(parsed(value), (_key, inner: unknown) =>
    isObject(inner)
      ? Object.fromEntries(
          Object.entries(inner)
            .filter(([, entry]) => !blank(entry))
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (blank(a) && blank(b)) || comparable(a) === comparable(b);
}

/** The fields that differ between before and after, secrets redacted; null when none do. */
export function changedFields(before: Fields | null, after: Fields | null): ActivityChanges | null {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: ActivityChanges = {};
  for (const name of names) {
    if (NOT_A_CHANGE.has(name)) continue;
    const was = before ? (before[name] ?? null) : null;
    const now = after ? (after[name] ?? null) : null;
    if (same(was, now)) continue;
    changes[name] = isSecretField(name) ? [REDACTED, REDACTED] : [was, now];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

// Not "code": a gift card's code is what spends it, and the log is read by more people than the card's list.
const NAME_FIELDS = ["name", "title", "email", "number"] as const;

/** The first of the record's naming fields that holds a text or number, from after, else before. */
export function recordName(before: Fields | null, after: Fields | null): string | null {
  for (const fields of [after, before]) {
    for (const field of NAME_FIELDS) {
      const value = fields?.[field];
      if ((typeof value === "string" && value !== "") || typeof value === "number") return String(value);
    }
  }
  return null;
}

/** Events per INSERT: well under SQLite's and PostgreSQL's limits on bound values (9 per event). */
const EVENTS_PER_INSERT = 500;

/**
 * Records one write in the activity trail. Pass the write's transaction: the event commits with
 * the write and disappears with it when the write fails.
 */
export function recordActivity(db: Kysely<Database>, input: ActivityInput): Promise<void> {
  return recordActivities(db, [input]);
}

/**
 * Records a write of many records (a broadcast, a bulk move or delete), one event per record, in
 * as few statements as their number allows, inside the write's transaction like recordActivity.
 */
export async function recordActivities(
  db: Kysely<Database>,
  inputs: readonly ActivityInput[],
): Promise<void> {
  const request = currentActor();
  const rows = inputs.map((input) => {
    const actor = { ...request, ...input.actor };
    const changes = changedFields(input.before ?? null, input.after ?? null);
    return {
      user_id: actor.userId,
      acting_admin_id: actor.actingAdminId,
      website_id: input.websiteId,
      entity: input.entity,
      entity_id: input.entityId,
      action: input.action,
      changes: changes === null ? null : JSON.stringify(changes),
      request_id: actor.requestId,
      record_name: input.name ?? recordName(input.before ?? null, input.after ?? null),
    };
  });
  for (let at = 0; at < rows.length; at += EVENTS_PER_INSERT)
    await db
      .insertInto("activity_events")
      .values(rows.slice(at, at + EVENTS_PER_INSERT))
      .execute();
}

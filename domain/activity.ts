import { z } from "zod";

/**
 * What the activity trail records: one event per write, named by the BREAD model of the record it
 * changed ("Website" is a store) and what was done to it.
 */
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "status",
  "bulk",
  "import",
  "permission",
  "settings",
  "revert",
  "sign_in",
  "sign_in_failed",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** A changed field as [before, after]; null before on create, null after on delete. */
export type FieldChange = readonly [unknown, unknown];
export type ActivityChanges = Record<string, FieldChange>;

/** Field names whose values never enter the trail: the trail says they changed, not to what. */
const SECRET_FIELD = /pass(word)?|secret|token|api_?key|private|hash|smtp_pass/i;
export const REDACTED = "[redacted]";

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** One event as the activity log and a record's timeline list it. */
export const activityEventDto = z.object({
  id: z.number(),
  created_at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  acting_admin_id: z.number().nullable(),
  acting_admin_name: z.string().nullable(),
  website_id: z.number().nullable(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  /** The record's name when the event was written; null when it has none. */
  record_name: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
});
export type ActivityEventRecord = z.infer<typeof activityEventDto>;

/** How long events are kept unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 400;

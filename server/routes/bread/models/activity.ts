import { sql } from "kysely";
import { z } from "zod";
import { activityEventDto } from "../../../../domain/activity.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { fromJson } from "../../../db/json.js";
import { likeSql } from "../../../db/like.js";
import { badRequest } from "../../../errors.js";
import { copyRow, type BreadModel, type LooseQuery } from "../model.js";

const NONE: ReadonlySet<string> = new Set();

/** The log's person filter: events of the people whose name or e-mail contains the words. */
function byPerson(value: unknown, query: LooseQuery): LooseQuery {
  if (typeof value !== "string") throw badRequest("The person filter value is invalid.");
  const term = likeSql(value.trim());
  return query.where(
    sql<boolean>`${sql.ref("activity_events.user_id")} in (select id from users where lower(name) like ${term} or lower(email) like ${term})`,
  );
}

/**
 * The activity log: a store's events for those holding browse_activity there; platform admins
 * read every store's and the platform-wide ones (no store). Events are written by the writes they
 * record, in the same transaction, so BREAD only reads them.
 */
export const activityEventModel: BreadModel = {
  name: "ActivityEvent",
  table: "activity_events",
  scope: "store",
  rights: RESOURCE_RIGHTS.ActivityEvent,
  columns: [
    "id",
    "created_at",
    "user_id",
    "acting_admin_id",
    "website_id",
    "entity",
    "entity_id",
    "record_name",
    "action",
    "changes",
  ],
  // Who did it and, when a platform admin acted for them, who that admin was; the store's name.
  extend: (query) =>
    query
      .leftJoin("users as actor", "actor.id", "activity_events.user_id")
      .leftJoin("users as acting_admin", "acting_admin.id", "activity_events.acting_admin_id")
      .leftJoin("websites", "websites.id", "activity_events.website_id")
      .select([
        sql.ref<string | null>("actor.name").as("user_name"),
        sql.ref<string | null>("acting_admin.name").as("acting_admin_name"),
        sql.ref<string | null>("websites.name").as("website_name"),
      ]),
  filters: {
    website_id: "int",
    user_id: "int",
    entity: "text",
    entity_id: "int",
    action: "text",
    created_at: "date",
  },
  customFilters: { person: byPerson },
  sorts: ["created_at", "id"],
  defaultSort: ["created_at", "DESC"],
  search: ["entity", "action"],
  noDelete: true,
  record: activityEventDto.extend({ website_name: z.string().nullable() }).strict(),
  toDto: (row) => {
    const dto = copyRow(row, NONE);
    dto.changes = fromJson(row.changes, null);
    return dto;
  },
};

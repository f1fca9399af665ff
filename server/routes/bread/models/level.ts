import { sql } from "kysely";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { createLevelSchema } from "../../../../domain/invitations.js";
import { createLevel, deleteLevel } from "../../../services/levels/writes.js";
import type { BreadModel, Row } from "../model.js";
import { levelDto } from "../../../../domain/contracts/store-team.js";

/**
 * A store's access levels (named groups of users), managed with the store's settings. Creating and
 * deleting are the level routes' own writes; a level is never renamed (BREAD answers 405), and its
 * users are added by the level's own routes.
 */
export const levelModel: BreadModel = {
  name: "Level",
  table: "levels",
  scope: "store",
  rights: RESOURCE_RIGHTS.Level,
  columns: ["id", "website_id", "name", "created_at"],
  extend: (query) =>
    query.select(
      sql<number>`(select count(*) from level_users where level_users.level_id = levels.id)`.as(
        "users_count",
      ),
    ),
  filters: { website_id: "int" },
  sorts: ["id", "name", "created_at"],
  defaultSort: ["name", "ASC"],
  search: ["name"],
  service: {
    create: async (input, w) => {
      const body: Row = typeof input === "object" && input !== null ? (input as Row) : {};
      const { name } = createLevelSchema.parse({ ...body, website_id: w.websiteId });
      return (await createLevel(w.ctx, w.websiteId, name)).id;
    },
    delete: async (w) => {
      await deleteLevel(w.ctx, w.id);
    },
  },
  bodies: { create: createLevelSchema },
  record: levelDto.omit({ users: true }).strict(),
  toDto: (row) => ({ ...row, users_count: Number(row.users_count) }),
};

import { sql } from "kysely";
import { z } from "zod";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { isPlatformAdmin } from "../../../auth/access.js";
import { adminUserSchema } from "../../../../domain/account.js";
import { updateAccount } from "../../../services/users/account.js";
import { setUserDeactivated } from "../../../services/users/deactivation.js";
import type { BreadModel, LooseQuery } from "../model.js";
import { adminUserDto } from "../../../../domain/contracts/users.js";
import { timestamp } from "../record-types.js";
import { recordVersion } from "../../../../domain/contracts/versions.js";

/** Deactivating or reactivating a user: a body naming `deactivated`, and nothing else. */
const deactivationInput = z.object({ deactivated: z.boolean() });

/** Active users have no deactivation date; `active: 0` lists the deactivated ones. */
function activeFilter(value: unknown, query: LooseQuery): LooseQuery {
  const on = value === true || value === 1 || value === "1" || value === "true";
  return query.where(sql.ref("users.deactivated_at"), on ? "is" : "is not", null);
}

/**
 * Every user account, for platform admins. No password hash, token or secret is ever selected.
 * Users are created by sign-up and invitations and never deleted; an admin edits or deactivates them.
 */
export const userModel: BreadModel = {
  name: "User",
  table: "users",
  scope: "platform",
  rights: RESOURCE_RIGHTS.User,
  columns: [
    "id",
    "name",
    "email",
    "role_id",
    "website_role",
    "company_id",
    "main_company_role",
    "can_create_stores",
    "production_margin",
    "email_verified_at",
    "deactivated_at",
    "created_at",
    "updated_at",
    "version",
  ],
  filters: { role_id: "int", company_id: "int", main_company_role: "text", can_create_stores: "flag" },
  customFilters: { active: activeFilter },
  sorts: ["id", "name", "email", "created_at", "deactivated_at"],
  defaultSort: ["name", "ASC"],
  search: ["name", "email"],
  accountService: {
    // A body with `deactivated` deactivates or reactivates the user; any other is the admin's edit
    // of the account (name, email, role, website role, store creation), with the account's rules.
    update: async (input, w) => {
      if (typeof input === "object" && input !== null && "deactivated" in input) {
        const { deactivated } = deactivationInput.parse(input);
        await setUserDeactivated(w.ctx.db.kysely, w.user.id, w.id, deactivated, w.version ?? null);
        return;
      }
      const changes = adminUserSchema.parse(input);
      await updateAccount(w.ctx, {
        actor: w.user,
        targetId: w.id,
        changes,
        sessionToken: null,
        version: w.version ?? null,
      });
    },
  },
  noDelete: true,
  bodies: { update: z.union([deactivationInput, adminUserSchema]) },
  record: adminUserDto.extend({ updated_at: timestamp, version: recordVersion }).strict(),
  toDto: (row) => ({
    ...row,
    can_create_stores: Number(row.can_create_stores),
    is_admin: isPlatformAdmin({
      role_id: Number(row.role_id),
      website_role: (row.website_role as string | null) ?? null,
    }),
  }),
};

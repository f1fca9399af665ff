import { loadStore } from "../../../services/websites/reads.js";
import { sql } from "kysely";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import {
  INVITATION_STATUSES,
  type InvitationStatus,
  invitationSchema,
  updateInvitationSchema,
} from "../../../../domain/invitations.js";
import { fromJson, nowIso } from "../../../db/json.js";
import { deleteInvitation, inviteToStore, updateInvitation } from "../../../services/invitations/writes.js";
import { effectiveStatus, invitationStatusIs } from "../../../services/invitations/reads.js";
import { badRequest } from "../../../errors.js";
import type { BreadModel, LooseQuery, Row } from "../model.js";
import { z } from "zod";
import { invitationDto } from "../../../../domain/contracts/store-team.js";

const bodyOf = (input: unknown): Row => (typeof input === "object" && input !== null ? (input as Row) : {});

const isInvitationStatus = (value: unknown): value is InvitationStatus =>
  INVITATION_STATUSES.some((status) => status === value);

/** The invitations list's status filter, the invitation service's own condition at this moment. */
function statusFilter(value: unknown, query: LooseQuery): LooseQuery {
  if (!isInvitationStatus(value)) throw badRequest("The status filter value is invalid.");
  return query.where(invitationStatusIs(value, nowIso()));
}

/**
 * A store's invitations, managed with the store's settings (edit_settings). Creating one is
 * inviting (same rules, seat limits and mail); changing and deleting are the invitation routes'
 * own writes. The accept token never leaves the server.
 */
export const invitationModel: BreadModel = {
  name: "Invitation",
  table: "invitations",
  scope: "store",
  rights: RESOURCE_RIGHTS.Invitation,
  columns: [
    "id",
    "website_id",
    "email",
    "store_owner",
    "company_role",
    "permissions",
    "status",
    "invited_by",
    "expires_at",
    "created_at",
  ],
  extend: (query) =>
    query
      .innerJoin("websites", "websites.id", "invitations.website_id")
      .select(sql.ref("websites.name").as("website_name")),
  filters: { website_id: "int", company_role: "text" },
  customFilters: { status: statusFilter },
  sorts: ["id", "email", "status", "created_at", "expires_at"],
  defaultSort: ["created_at", "DESC"],
  search: ["email"],
  service: {
    create: async (input, w) => {
      const body = invitationSchema.parse({ ...bodyOf(input), website_id: w.websiteId });
      const website = await loadStore(w.ctx, w.websiteId);
      const [id] = await inviteToStore(w.ctx, website, w.access, w.user, body, [body.email]);
      // One address is issued one invitation or refused (409 for a member or an open invitation).
      if (id === undefined) throw new Error("An invitation for one address was neither issued nor refused.");
      return id;
    },
    update: async (input, w) => {
      const { id: _id, ...changes } = updateInvitationSchema.parse({ ...bodyOf(input), id: w.id });
      await updateInvitation(w.ctx, w.id, w.access, changes);
    },
    delete: async (w) => {
      await deleteInvitation(w.ctx, w.id);
    },
  },
  bodies: { create: invitationSchema, update: updateInvitationSchema.omit({ id: true }) },
  record: invitationDto
    .extend({ invited_by: z.number().nullable().describe("the inviting user's id") })
    .strict(),
  toDto: (row) => ({
    ...row,
    permissions: fromJson<{ type: string; value: number }[]>(row.permissions as string, []),
    status: effectiveStatus(String(row.status), String(row.expires_at)),
  }),
};

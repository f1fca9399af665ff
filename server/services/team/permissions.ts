import type { AppContext } from "../../context.js";
import type { Website } from "../../db/schema.js";
import { conflict, notFound } from "../../../domain/errors.js";
import { expandPermissions, INVITATION_MSG } from "../../../domain/invitations.js";
import {
  COMPANY_WIDE_ROLES,
  type CompanyRole,
  type PermissionType,
  type StoreAccess,
} from "../../../domain/permissions.js";
import { assertAssignable, roleName } from "../invitations/issue.js";
import { escapeHtml } from "../notify.js";
import { absoluteUrl } from "../public-url.js";
import { manageableMember } from "./manageable.js";
import { addMemberPermissions, removeMember, setMemberAccess } from "./member-access.js";
import { storeMembers } from "./members.js";

type Entries = readonly { type: PermissionType; value: 0 | 1 }[];

/** Adds or overwrites entries of a member the manager may change, within what the manager may give. */
export async function grantMemberPermissions(
  ctx: AppContext,
  website: Website,
  manager: StoreAccess,
  userId: number,
  permissions: Entries,
): Promise<void> {
  const member = await manageableMember(ctx.db, website, manager, userId, INVITATION_MSG.ownerCannotChange);
  const added = expandPermissions(permissions);
  const kept = member.access.entries.filter((e) => !added.some((a) => a.type === e.type));
  assertAssignable(manager, member.access.companyRole, [...kept, ...added]);
  await addMemberPermissions(ctx.db.kysely, website.id, userId, added);
}

/** Replaces a member's company role and entries, within what the manager may give. */
export async function replaceMemberAccess(
  ctx: AppContext,
  website: Website,
  manager: StoreAccess,
  userId: number,
  companyRole: CompanyRole,
  permissions: Entries,
): Promise<void> {
  await manageableMember(ctx.db, website, manager, userId, INVITATION_MSG.ownerCannotChange);
  const entries = expandPermissions(permissions);
  assertAssignable(manager, companyRole, entries);
  await ctx.db.kysely
    .transaction()
    .execute((trx) => setMemberAccess(trx, website.id, userId, companyRole, entries));
}

/** Removes a member the manager may change from the store; the owner cannot be removed. */
export async function removeStoreMember(
  ctx: AppContext,
  website: Website,
  manager: StoreAccess,
  userId: number,
): Promise<void> {
  const { user } = await manageableMember(
    ctx.db,
    website,
    manager,
    userId,
    INVITATION_MSG.ownerCannotBeRemoved,
  );
  // A company admin holds every company store without a row to delete: say so rather than pretend.
  const wide = (COMPANY_WIDE_ROLES as readonly (string | null)[]).includes(user.main_company_role);
  if (wide && website.company_id !== null && user.company_id === website.company_id)
    throw conflict(INVITATION_MSG.viaCompany);
  await removeMember(ctx.db.kysely, website.id, userId);
}

/** Mails a member the summary of their role and permissions in the store. */
export async function mailMemberAccess(ctx: AppContext, website: Website, userId: number): Promise<void> {
  const member = (await storeMembers(ctx.db.kysely, website.id)).find((m) => m.user_id === userId);
  if (!member) throw notFound(INVITATION_MSG.memberNotFound);
  const role = member.is_owner ? "Owner" : member.company_role ? roleName(member.company_role) : "Member";
  const rights = member.granted.map((p) => p.replace(/_/g, " "));
  const link = absoluteUrl(ctx.config, "/app/");
  await ctx.mailer.send({
    to: member.email,
    subject: `Your access to ${website.name}`,
    text:
      `Hello ${member.name},\n\nYour role in ${website.name}: ${role}.\n` +
      `You can: ${rights.length > 0 ? rights.join(", ") : "nothing yet"}.\n\nSign in: ${link}`,
    html:
      `<p>Hello ${escapeHtml(member.name)},</p><p>Your role in <strong>${escapeHtml(website.name)}</strong>: ${escapeHtml(role)}.</p>` +
      `<ul>${rights.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul><p><a href="${link}">Sign in</a></p>`,
  });
}

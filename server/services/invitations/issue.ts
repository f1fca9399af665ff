import type { Kysely } from "kysely";
import { recordInvitationWrite, writeInvitation } from "./activity.js";
import type { AppContext } from "../../context.js";
import type { Database, Website } from "../../db/schema.js";
import { nowIso, toJson } from "../../db/json.js";
import { conflict, refused } from "../../../domain/errors.js";
import { assignmentError } from "../../../domain/invitations.js";
import type { CompanyRole, StoreAccess } from "../../../domain/permissions.js";
import { requireTeamRoom } from "../plans/limits.js";
import { hashToken, newToken } from "../../auth/tokens.js";
import { escapeHtml, notify, notificationText } from "../notify.js";
import { INVITATION_DAYS, INVITATION_MSG } from "../../../domain/invitations.js";
import { ROLE_HELP } from "../../../domain/invitation-terms.js";
import { COMPANY_WIDE_ROLES, type PermissionType } from "../../../domain/permissions.js";
import { absoluteUrl } from "../public-url.js";

type Q = Kysely<Database>;
const DAY = 86_400_000;

export interface InvitationInput {
  email: string;
  company_role: string;
  store_owner: number;
  /** Already expanded (expandPermissions). */
  permissions: { type: PermissionType; value: 0 | 1 }[];
}

/** A stored invitation with its one-time token, to be mailed once the transaction has committed. */
export interface Issued {
  id: number;
  email: string;
  company_role: string;
  token: string;
}

export function invitationExpiry(from = Date.now()): string {
  return new Date(from + INVITATION_DAYS * DAY).toISOString();
}

/** Addresses among `emails` that can already open the store through the store itself. */
async function memberEmails(trx: Q, website: Website, emails: string[]): Promise<Set<string>> {
  const users = await trx
    .selectFrom("users")
    .select(["id", "email", "company_id", "main_company_role"])
    .where("email", "in", emails)
    .execute();
  if (users.length === 0) return new Set();
  const ids = users.map((u) => u.id);
  const [attached, entries] = await Promise.all([
    trx
      .selectFrom("website_users")
      .select("user_id")
      .where("website_id", "=", website.id)
      .where("user_id", "in", ids)
      .execute(),
    trx
      .selectFrom("website_permissions")
      .select("user_id")
      .where("website_id", "=", website.id)
      .where("user_id", "in", ids)
      .execute(),
  ]);
  const inStore = new Set([
    website.user_id,
    ...attached.map((a) => a.user_id),
    ...entries.map((e) => e.user_id),
  ]);
  const wide = COMPANY_WIDE_ROLES as readonly (string | null)[];
  return new Set(
    users
      .filter(
        (u) =>
          inStore.has(u.id) ||
          (website.company_id !== null &&
            u.company_id === website.company_id &&
            wide.includes(u.main_company_role)),
      )
      .map((u) => u.email),
  );
}

/**
 * Stores invitations inside the caller's transaction and notifies invitees who have an account.
 * A member or an address with an open invitation is a 409, or skipped with `skipTaken` (a level
 * invites whoever is not in yet).
 */
export async function insertInvitations(
  trx: Q,
  website: Website,
  invitedBy: number | null,
  inputs: readonly InvitationInput[],
  options: { skipTaken?: boolean } = {},
): Promise<{ issued: Issued[]; skipped: string[] }> {
  const unique = [...new Map(inputs.map((i) => [i.email, i])).values()];
  if (unique.length === 0) return { issued: [], skipped: [] };
  const emails = unique.map((i) => i.email);
  const now = nowIso();
  // An open invitation past its expiry no longer blocks a new one (the unique index counts pending rows).
  const stale = await trx
    .selectFrom("invitations")
    .select("id")
    .where("website_id", "=", website.id)
    .where("email", "in", emails)
    .where("status", "=", "pending")
    .where("expires_at", "<=", now)
    .execute();
  for (const { id } of stale) await writeInvitation(trx, id, { status: "expired" }, "status");
  const [members, pending] = await Promise.all([
    memberEmails(trx, website, emails),
    trx
      .selectFrom("invitations")
      .select("email")
      .where("website_id", "=", website.id)
      .where("email", "in", emails)
      .where("status", "=", "pending")
      .execute(),
  ]);
  const invited = new Set(pending.map((p) => p.email));
  // The plan's users limit counts members and open invitations; over it nobody is invited.
  await requireTeamRoom(
    trx,
    website,
    unique.filter((i) => !members.has(i.email) && !invited.has(i.email)).length,
  );
  const skipped: string[] = [];
  const issued: Issued[] = [];
  for (const input of unique) {
    if (members.has(input.email) || invited.has(input.email)) {
      if (!options.skipTaken)
        throw conflict(
          members.has(input.email) ? INVITATION_MSG.alreadyMember : INVITATION_MSG.alreadyInvited,
          {
            email: members.has(input.email) ? INVITATION_MSG.alreadyMember : INVITATION_MSG.alreadyInvited,
          },
        );
      skipped.push(input.email);
      continue;
    }
    const token = newToken();
    const row = await trx
      .insertInto("invitations")
      .values({
        website_id: website.id,
        email: input.email,
        store_owner: input.store_owner,
        company_role: input.company_role,
        permissions: toJson(input.permissions),
        token_hash: hashToken(token),
        status: "pending",
        invited_by: invitedBy,
        expires_at: invitationExpiry(),
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordInvitationWrite(trx, row.id, "create", null);
    issued.push({ id: row.id, email: input.email, company_role: input.company_role, token });
  }
  if (issued.length > 0) {
    const accounts = await trx
      .selectFrom("users")
      .select("id")
      .where(
        "email",
        "in",
        issued.map((i) => i.email),
      )
      .execute();
    await notify(trx, {
      userIds: accounts.map((a) => a.id),
      websiteId: website.id,
      type: "invitation",
      content: notificationText.invitationReceived(website.name),
    });
  }
  return { issued, skipped };
}

export function roleName(role: string): string {
  return ROLE_HELP.find((r) => r.role === role)?.name ?? role.replace(/_/g, " ");
}

export function acceptLink(ctx: AppContext, token: string): string {
  return absoluteUrl(ctx.config, `/app/invitation/accept?token=${encodeURIComponent(token)}`);
}

/** The invitation mail; `link` is the real accept link, or a placeholder for the preview. */
export function invitationMail(
  store: string,
  inviter: string | null,
  email: string,
  role: string,
  link: string,
) {
  const who = inviter ?? "The store team";
  const text =
    `Hello,\n\n${who} invites you to join ${store} as ${roleName(role)}.\n\n` +
    `Open this link to accept or decline the invitation:\n${link}\n\n` +
    `The link is valid for ${INVITATION_DAYS} days. If you did not expect it, ignore this mail.`;
  const html =
    `<p>Hello,</p><p>${escapeHtml(who)} invites you to join <strong>${escapeHtml(store)}</strong> as ${escapeHtml(roleName(role))}.</p>` +
    `<p><a href="${escapeHtml(link)}">Accept or decline the invitation</a></p>` +
    `<p>The link is valid for ${INVITATION_DAYS} days. If you did not expect it, ignore this mail.</p>`;
  return { to: email, subject: `You are invited to join ${store}`, text, html };
}

/** Mails each issued invitation; called after the transaction that stored them has committed. */
export async function mailInvitations(
  ctx: AppContext,
  store: string,
  inviter: string | null,
  issued: readonly Issued[],
): Promise<void> {
  for (const item of issued) {
    await ctx.mailer.send(
      invitationMail(store, inviter, item.email, item.company_role, acceptLink(ctx, item.token)),
    );
  }
}

/** 403 with the reason when the caller may not give this role and these entries. */
export function assertAssignable(
  giver: StoreAccess,
  role: CompanyRole | null,
  entries: readonly { type: string; value: number }[],
  storeOwner = false,
): void {
  const error = assignmentError(giver, role, entries, storeOwner);
  if (error) throw refused(error);
}

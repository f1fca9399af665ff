import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { isPlatformAdmin } from "../../auth/access.js";
import {
  COMPANY_WIDE_ROLES,
  grantedPermissions,
  isCompanyRole,
  type StoreAccess,
} from "../../../domain/permissions.js";
import type { memberDto, teamResponse } from "../../../domain/contracts/store-team.js";
import { invitationQuery, toInvitationDto } from "../invitations/reads.js";

type Q = Kysely<Database>;
type Member = z.infer<typeof memberDto>;

interface Person {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  role_id: number;
  website_role: string | null;
  main_company_role: string | null;
}

/** Someone who can open the store, with what they hold there. */
export interface TeamMember {
  person: Person;
  access: StoreAccess;
  /** Holds the store through a company-wide role only, without being attached to it. */
  viaCompany: boolean;
}

/**
 * Everyone who can open the store: its owner, the users attached to it, those holding permission
 * entries there, and its company's company-wide admins; owner first, then by name. Every view of a
 * store's team (team page, store detail, notices, test mails) reads it here. Mirrors
 * auth/access.ts loadStoreAccess: an attached role wins over a company-wide one.
 */
export async function loadStoreTeam(k: Q, websiteId: number): Promise<TeamMember[]> {
  const website = await k
    .selectFrom("websites")
    .select(["user_id", "company_id"])
    .where("id", "=", websiteId)
    .executeTakeFirst();
  if (!website) return [];
  const people = [
    "users.id",
    "users.name",
    "users.email",
    "users.avatar",
    "users.role_id",
    "users.website_role",
    "users.main_company_role",
  ] as const;
  const [owner, attached, entries, companyAdmins] = await Promise.all([
    k.selectFrom("users").select(people).where("id", "=", website.user_id).executeTakeFirstOrThrow(),
    k
      .selectFrom("website_users")
      .innerJoin("users", "users.id", "website_users.user_id")
      .select([...people, "website_users.company_role"])
      .where("website_users.website_id", "=", websiteId)
      .execute(),
    k
      .selectFrom("website_permissions")
      .innerJoin("users", "users.id", "website_permissions.user_id")
      .select([...people, "website_permissions.type", "website_permissions.value"])
      .where("website_permissions.website_id", "=", websiteId)
      .orderBy("website_permissions.id")
      .execute(),
    website.company_id === null
      ? Promise.resolve([])
      : k
          .selectFrom("users")
          .select(people)
          .where("company_id", "=", website.company_id)
          .where("main_company_role", "in", [...COMPANY_WIDE_ROLES])
          .execute(),
  ]);

  const found = new Map<number, TeamMember>();
  const get = (person: Person) => {
    let item = found.get(person.id);
    if (!item) {
      item = {
        person,
        viaCompany: false,
        access: { isAdmin: isPlatformAdmin(person), isOwner: false, companyRole: null, entries: [] },
      };
      found.set(person.id, item);
    }
    return item;
  };
  for (const person of companyAdmins) {
    const item = get(person);
    if (!isCompanyRole(person.main_company_role)) continue;
    item.access = { ...item.access, companyRole: person.main_company_role };
    item.viaCompany = true;
  }
  for (const row of attached) {
    const item = get(row);
    if (isCompanyRole(row.company_role)) item.access = { ...item.access, companyRole: row.company_role };
    item.viaCompany = false;
  }
  for (const row of entries) {
    const item = get(row);
    item.access = { ...item.access, entries: [...item.access.entries, { type: row.type, value: row.value }] };
  }
  const ownerItem = get(owner);
  ownerItem.access = { ...ownerItem.access, isOwner: true };
  return [...found.values()].sort(
    (a, b) =>
      Number(b.access.isOwner) - Number(a.access.isOwner) || a.person.name.localeCompare(b.person.name),
  );
}

/** The ids of everyone who can open the store: whom its notices go to. */
export async function storeTeamIds(k: Q, websiteId: number): Promise<number[]> {
  return (await loadStoreTeam(k, websiteId)).map((m) => m.person.id);
}

/** The store's team as the team page lists it, with what each one's role and entries add up to. */
export async function storeMembers(k: Q, websiteId: number): Promise<Member[]> {
  return (await loadStoreTeam(k, websiteId)).map(({ person, access, viaCompany }): Member => ({
    user_id: person.id,
    name: person.name,
    email: person.email,
    company_role: access.companyRole,
    is_owner: access.isOwner,
    via_company: viaCompany,
    permissions: access.entries.map((e) => ({ type: e.type, value: e.value })),
    granted: grantedPermissions(access),
  }));
}

/** The store's open invitations (pending in the database; those past expiry read as expired). */
export async function openInvitations(k: Q, websiteId: number) {
  const rows = await invitationQuery(k)
    .where("invitations.website_id", "=", websiteId)
    .where("invitations.status", "=", "pending")
    .orderBy("invitations.created_at", "desc")
    .orderBy("invitations.id", "desc")
    .execute();
  return rows.map(toInvitationDto);
}

/** The store's team page: its members and its open invitations. */
export async function teamOf(ctx: AppContext, websiteId: number): Promise<z.infer<typeof teamResponse>> {
  const [user_permissions, invitations] = await Promise.all([
    storeMembers(ctx.db.kysely, websiteId),
    openInvitations(ctx.db.kysely, websiteId),
  ]);
  return { user_permissions, invitations };
}

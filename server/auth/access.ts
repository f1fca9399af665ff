import type { Db } from "../db/types.js";
import { compiledOnce } from "../db/compiled.js";
import type { User, Website } from "../db/schema.js";
import {
  ADMIN_ROLE_ID,
  COMPANY_WIDE_ROLES,
  isCompanyRole,
  isMember,
  type CompanyRole,
  type PermissionEntry,
  type StoreAccess,
} from "../../domain/permissions.js";
import { holdsRight, type Right } from "../../domain/resource-rights.js";

/** A platform admin is role_id 1 or a website_role named admin, read from the database only. */
export function isPlatformAdmin(user: Pick<User, "role_id" | "website_role">): boolean {
  return user.role_id === ADMIN_ROLE_ID || user.website_role === "admin";
}

function companyWideRole(user: User): CompanyRole | null {
  const role = user.main_company_role;
  return isCompanyRole(role) && COMPANY_WIDE_ROLES.includes(role) ? role : null;
}

/** The rows that say which stores a user belongs to and how (read once per request at most). */
export interface UserStoreRows {
  owned: { id: number }[];
  companyStores: { id: number }[];
  attached: { website_id: number; company_role: string }[];
  entries: { website_id: number; type: string; value: number }[];
}

export async function loadUserStoreRows(db: Db, user: User): Promise<UserStoreRows> {
  const k = db.kysely;
  const [owned, companyStores, attached, entries] = await Promise.all([
    k.selectFrom("websites").select("id").where("user_id", "=", user.id).execute(),
    companyWideRole(user) && user.company_id !== null
      ? k.selectFrom("websites").select("id").where("company_id", "=", user.company_id).execute()
      : Promise.resolve([]),
    k
      .selectFrom("website_users")
      .select(["website_id", "company_role"])
      .where("user_id", "=", user.id)
      .execute(),
    k
      .selectFrom("website_permissions")
      .select(["website_id", "type", "value"])
      .where("user_id", "=", user.id)
      .execute(),
  ]);
  return { owned, companyStores, attached, entries };
}

/** What the user holds in every store they belong to (not for admins, who hold everything). */
export function membershipsFrom(user: User, rows: UserStoreRows): Map<number, StoreAccess> {
  const companyRole = companyWideRole(user);
  const result = new Map<number, StoreAccess>();
  const get = (id: number): StoreAccess =>
    result.get(id) ?? { isAdmin: false, isOwner: false, companyRole: null, entries: [] };
  for (const { id } of rows.companyStores) result.set(id, { ...get(id), companyRole });
  for (const { website_id, company_role } of rows.attached) {
    if (isCompanyRole(company_role))
      result.set(website_id, { ...get(website_id), companyRole: company_role });
  }
  for (const { website_id, type, value } of rows.entries) {
    const access = get(website_id);
    const list: PermissionEntry[] = [...access.entries, { type, value }];
    result.set(website_id, { ...access, entries: list });
  }
  for (const { id } of rows.owned) result.set(id, { ...get(id), isOwner: true });
  return result;
}

/**
 * A handful of small indexed queries: a user belongs to few stores, so memberships are computed
 * in full rather than per store.
 */
export async function loadMemberships(db: Db, user: User): Promise<Map<number, StoreAccess>> {
  return membershipsFrom(user, await loadUserStoreRows(db, user));
}

// The store gate runs these on every store request: compiled once (see compiledOnce).
const websiteById = compiledOnce((k, websiteId: number) =>
  k.selectFrom("websites").selectAll().where("id", "=", websiteId),
);
const storeAttachment = compiledOnce((k, websiteId: number, userId: number) =>
  k
    .selectFrom("website_users")
    .select("company_role")
    .where("website_id", "=", websiteId)
    .where("user_id", "=", userId),
);
const storeEntries = compiledOnce((k, websiteId: number, userId: number) =>
  k
    .selectFrom("website_permissions")
    .select(["type", "value"])
    .where("website_id", "=", websiteId)
    .where("user_id", "=", userId),
);

/** The caller's rights in one store, or null when the store does not exist. */
export async function loadStoreAccess(
  db: Db,
  user: User,
  websiteId: number,
): Promise<{ website: Website; access: StoreAccess } | null> {
  const [website] = await websiteById(db, websiteId);
  if (!website) return null;
  if (isPlatformAdmin(user)) {
    return {
      website,
      access: { isAdmin: true, isOwner: website.user_id === user.id, companyRole: null, entries: [] },
    };
  }
  const [[attached], entries] = await Promise.all([
    storeAttachment(db, websiteId, user.id),
    storeEntries(db, websiteId, user.id),
  ]);
  const wide =
    website.company_id !== null && website.company_id === user.company_id ? companyWideRole(user) : null;
  const role = attached && isCompanyRole(attached.company_role) ? attached.company_role : wide;
  return {
    website,
    access: { isAdmin: false, isOwner: website.user_id === user.id, companyRole: role, entries },
  };
}

/** Store ids where the user holds `permission` (or may open at all when permission is null). */
export function storesWhere(memberships: Map<number, StoreAccess>, right: Right | null): number[] {
  const ids: number[] = [];
  for (const [id, access] of memberships) {
    if (right === null ? isMember(access) : holdsRight(access, right)) ids.push(id);
  }
  return ids;
}

import type { Kysely } from "kysely";
import { ADMIN_ROLE_ID, USER_ROLE_ID, isCompanyRole, type CompanyRole } from "../../domain/permissions.js";
import { hashPassword } from "../auth/passwords.js";
import { nowIso } from "../db/json.js";
import type { Database } from "../db/schema.js";
import type { Db } from "../db/types.js";
import { DAY_MS, type SeedClock } from "./clock.js";

export const DEMO_PASSWORD = "demo1234";

export type DemoUserKey =
  "admin" | "primary" | "companyAdmin" | "storeAdmin" | "designer" | "salesperson" | "client" | "owner";

export interface DemoAccount {
  email: string;
  name: string;
  /** "admin", a company role, or "store_owner". */
  role: string;
  /** Where the SPA sends this user after login: company users stay on /, owners go to their stores. */
  landing: "/" | "/store-dashboard";
}

interface DemoUser extends DemoAccount {
  key: DemoUserKey;
  companyRole: CompanyRole | null;
  websiteRole: string | null;
  canCreateStores: boolean;
  /** Days before the first order month; negative means joined later. */
  joinedBeforeOrders: number;
}

function demoUser(
  key: DemoUserKey,
  email: string,
  name: string,
  role: string,
  joinedBeforeOrders: number,
): DemoUser {
  const companyRole = isCompanyRole(role) ? role : null;
  return {
    key,
    email,
    name,
    role,
    companyRole,
    websiteRole: role === "store_owner" ? "store_owner" : null,
    canCreateStores: role === "primary_company_admin" || role === "company_admin",
    landing: role === "store_owner" ? "/store-dashboard" : "/",
    joinedBeforeOrders,
  };
}

// The first accounts predate the order history; staff joined over the two years after.
const DEMO_USERS: readonly DemoUser[] = [
  demoUser("admin", "admin@example.com", "Platform Admin", "admin", 40),
  demoUser("primary", "primary-admin@example.com", "Paula Primary", "primary_company_admin", 30),
  demoUser("companyAdmin", "company-admin@example.com", "Carl Company", "company_admin", 12),
  demoUser("storeAdmin", "store-admin@example.com", "Stella Store", "store_admin", -150),
  demoUser("designer", "designer@example.com", "Diego Designer", "designer", -330),
  demoUser("salesperson", "salesperson@example.com", "Sally Sales", "salesperson", -480),
  demoUser("client", "client@example.com", "Clara Client", "client", -640),
  demoUser("owner", "owner@example.com", "Oscar Owner", "store_owner", 20),
];

/** The demo logins, for start-up output, the README and browser tests. */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map(({ email, name, role, landing }) => ({
  email,
  name,
  role,
  landing,
}));

export type UserIds = Record<DemoUserKey, number>;

export function userJoinedMs(key: DemoUserKey, ordersStartMs: number): number {
  const user = DEMO_USERS.find((u) => u.key === key);
  return ordersStartMs - (user?.joinedBeforeOrders ?? 0) * DAY_MS;
}

/**
 * The production margin the admin gives demo accounts: with it, what their stores sell pays the
 * platform a share (domain/order-money), as on a live platform, rather than the bare default of 1.
 */
export const DEMO_PRODUCTION_MARGIN = 1.2;

export async function insertDemoUsers(
  trx: Kysely<Database>,
  clock: SeedClock,
  passwordHash: string,
  companyId: number,
  ordersStartMs: number,
): Promise<UserIds> {
  const rows = DEMO_USERS.map((u) => {
    const createdMs = userJoinedMs(u.key, ordersStartMs);
    const created = clock.iso(createdMs);
    return {
      name: u.name,
      email: u.email,
      password_hash: passwordHash,
      email_verified_at: clock.iso(createdMs + 3_600_000),
      role_id: u.key === "admin" ? ADMIN_ROLE_ID : USER_ROLE_ID,
      website_role: u.websiteRole,
      company_id: u.companyRole ? companyId : null,
      main_company_role: u.companyRole,
      can_create_stores: u.canCreateStores ? 1 : 0,
      production_margin: DEMO_PRODUCTION_MARGIN,
      created_at: created,
      updated_at: created,
    };
  });
  const inserted = await trx.insertInto("users").values(rows).returning(["id", "email"]).execute();
  const byEmail = new Map(inserted.map((r) => [r.email, r.id]));
  const ids = {} as UserIds;
  for (const u of DEMO_USERS) ids[u.key] = byEmail.get(u.email) ?? 0;
  return ids;
}

/**
 * Production start-up (SEED_DEMO=false): make sure someone can sign in and administer. An
 * existing non-admin account with that address is never promoted: whoever registered it first
 * would otherwise become platform admin.
 */
export async function ensureFirstAdmin(db: Db, email: string, password: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (!address || !password) throw new Error("ensureFirstAdmin needs ADMIN_EMAIL and ADMIN_PASSWORD");
  const hasAdmin = async () =>
    (await db.kysely
      .selectFrom("users")
      .select("id")
      .where("role_id", "=", ADMIN_ROLE_ID)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  if (await hasAdmin()) return false;
  const taken = await db.kysely
    .selectFrom("users")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
  if (taken)
    throw new Error(`ADMIN_EMAIL ${address} already belongs to a non-admin account; it is not promoted`);
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  try {
    await db.kysely
      .insertInto("users")
      .values({
        name: "Platform Admin",
        email: address,
        password_hash: passwordHash,
        email_verified_at: now,
        role_id: ADMIN_ROLE_ID,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    // Two app servers starting together: the other one created the admin first.
    if (await hasAdmin()) return false;
    throw error;
  }
  return true;
}

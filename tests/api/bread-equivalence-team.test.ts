import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, ROLES, twoSides, type Case } from "../helpers/bread-equivalence.js";

/**
 * A BREAD write and the entity's own route are one operation (the team group: notifications):
 * see tests/helpers/bread-equivalence.ts.
 */

const sides = twoSides();

const userOf = async (db: Db, email: string) =>
  (await db.kysely.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

/** A fresh unread notification for a demo user, the same on both sides. */
async function freshNote(db: Db, email: string, content: string): Promise<number> {
  const row = await db.kysely
    .insertInto("notifications")
    .values({
      user_id: await userOf(db, email),
      website_id: null,
      type: "info",
      content,
      seen: 0,
      created_at: "2026-06-15T12:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const ownNote = (db: Db, k: number) => freshNote(db, `${ROLES[k]}@example.com`, `For ${ROLES[k]}`);
/** Someone else's: the client's for every role but the client, the owner's for the client. */
const othersNote = (db: Db, k: number) =>
  freshNote(db, ROLES[k] === "client" ? "owner@example.com" : "client@example.com", `Not for ${ROLES[k]}`);

const noteState = async (db: Db, id: number) =>
  (await db.kysely
    .selectFrom("notifications")
    .select(["user_id", "seen", "content"])
    .where("id", "=", id)
    .executeTakeFirst()) ?? null;

/** A fresh level in the store with one user in it, the same on both sides. */
async function freshLevel(db: Db, websiteId: number, name: string): Promise<number> {
  const row = await db.kysely
    .insertInto("levels")
    .values({ website_id: websiteId, name, created_at: "2026-06-15T12:00:00.000Z" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto("level_users")
    .values({
      level_id: row.id,
      user_id: await userOf(db, "client@example.com"),
      created_at: "2026-06-15T12:00:00.000Z",
    })
    .execute();
  return row.id;
}

const levelsOf = (db: Db, websiteId: number) =>
  db.kysely.selectFrom("levels").select("name").where("website_id", "=", websiteId).orderBy("name").execute();

/** edit_settings in Acme: its owner, company and store admins, platform admins; Oscar's owner is not a member. */
const MANAGERS_OK =
  "owner:404 client:403 salesperson:403 designer:403 store-admin:ok company-admin:ok primary-admin:ok admin:ok";

const INVITED = "store.invitee@example.com";
const inviteBody = (acme: number) => ({
  website_id: acme,
  email: INVITED,
  company_role: "designer",
  permissions: [],
});

/** The store's invitations to the invited address, with whether a mail went out to it. */
const invitationsTo = async (db: Db, acme: number) => ({
  rows: await db.kysely
    .selectFrom("invitations")
    .select(["email", "company_role", "permissions", "status", "store_owner"])
    .where("website_id", "=", acme)
    .where("email", "=", INVITED)
    .execute(),
  mails: Number(
    (
      await db.kysely
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("to", "=", INVITED)
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

/** A fresh open invitation in the store, one per role, the same on both sides. */
async function freshInvitation(db: Db, websiteId: number, k: number, label: string): Promise<number> {
  const row = await db.kysely
    .insertInto("invitations")
    .values({
      website_id: websiteId,
      email: `store.${label}${k}@example.com`,
      store_owner: 0,
      company_role: "designer",
      permissions: "[]",
      token_hash: `hash-${label}-${k}`,
      status: "pending",
      invited_by: null,
      expires_at: "2099-01-01T00:00:00.000Z",
      created_at: "2026-06-15T12:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const invitationState = async (db: Db, id: number) =>
  (await db.kysely
    .selectFrom("invitations")
    .select(["email", "company_role", "permissions", "status", "store_owner"])
    .where("id", "=", id)
    .executeTakeFirst()) ?? null;

const everyone = (result: string | number) => ROLES.map((r) => `${r}:${result}`).join(" ");

const CASES: Case[] = [
  {
    name: "Notification: mark one's own read",
    outcomes: everyone("ok"),
    target: (db, _acme, k) => ownNote(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Notification/${id}`, body: { seen: 1 } }),
    route: (id) => ({ method: "PUT", url: `/api/notifications/${id}`, body: { seen: 1 } }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: mark someone else's read (404, a platform admin too)",
    outcomes: everyone(404),
    target: (db, _acme, k) => othersNote(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Notification/${id}`, body: { seen: 1 } }),
    route: (id) => ({ method: "PUT", url: `/api/notifications/${id}`, body: { seen: 1 } }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: a bad seen value (422)",
    outcomes: everyone(422),
    target: (db, _acme, k) => ownNote(db, k),
    bread: (id) => ({ method: "PUT", url: `/api/bread/Notification/${id}`, body: { seen: 7 } }),
    route: (id) => ({ method: "PUT", url: `/api/notifications/${id}`, body: { seen: 7 } }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: clear one's own",
    outcomes: everyone("ok"),
    target: (db, _acme, k) => ownNote(db, k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Notification/${id}` }),
    route: (id) => ({ method: "POST", url: `/api/notifications/clear/${id}` }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Notification: clear someone else's (404, a platform admin too)",
    outcomes: everyone(404),
    target: (db, _acme, k) => othersNote(db, k),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Notification/${id}` }),
    route: (id) => ({ method: "POST", url: `/api/notifications/clear/${id}` }),
    state: (db, id) => noteState(db, id),
  },
  {
    name: "Level: create one in the store",
    outcomes: MANAGERS_OK,
    // The record is the store: what a create may change is its levels.
    target: async (_db, acme) => acme,
    bread: (acme) => ({
      method: "POST",
      url: "/api/bread/Level",
      body: { website_id: acme, name: "Store Helpers" },
    }),
    route: (acme) => ({
      method: "POST",
      url: "/api/create/level",
      body: { website_id: acme, name: "Store Helpers" },
    }),
    state: (db, acme) => levelsOf(db, acme),
    reset: async (db, acme) => {
      await db.kysely
        .deleteFrom("levels")
        .where("website_id", "=", acme)
        .where("name", "=", "Store Helpers")
        .execute();
    },
  },
  {
    name: "Level: a taken name (409)",
    outcomes:
      "owner:404 client:403 salesperson:403 designer:403 store-admin:409 company-admin:409 primary-admin:409 admin:409",
    target: async (db, acme) => {
      await freshLevel(db, acme, "Store Coaches");
      return acme;
    },
    bread: (acme) => ({
      method: "POST",
      url: "/api/bread/Level",
      body: { website_id: acme, name: "Store Coaches" },
    }),
    route: (acme) => ({
      method: "POST",
      url: "/api/create/level",
      body: { website_id: acme, name: "Store Coaches" },
    }),
    state: (db, acme) => levelsOf(db, acme),
    reset: async (db, acme) => {
      await db.kysely
        .deleteFrom("levels")
        .where("website_id", "=", acme)
        .where("name", "=", "Store Coaches")
        .execute();
    },
  },
  {
    name: "Level: delete one",
    outcomes: MANAGERS_OK,
    target: (db, acme, k) => freshLevel(db, acme, `Store Level ${k}`),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Level/${id}` }),
    route: (id) => ({ method: "DELETE", url: `/api/delete/level/${id}` }),
    state: async (db, id) => ({
      level:
        (await db.kysely
          .selectFrom("levels")
          .select(["name", "website_id"])
          .where("id", "=", id)
          .executeTakeFirst()) ?? null,
      users: await db.kysely.selectFrom("level_users").select("user_id").where("level_id", "=", id).execute(),
    }),
  },
  {
    name: "Invitation: invite an address",
    outcomes: MANAGERS_OK,
    target: async (_db, acme) => acme,
    bread: (acme) => ({ method: "POST", url: "/api/bread/Invitation", body: inviteBody(acme) }),
    route: (acme) => ({ method: "POST", url: "/api/create/invitation", body: inviteBody(acme) }),
    state: (db, acme) => invitationsTo(db, acme),
    reset: async (db, acme) => {
      await db.kysely
        .deleteFrom("invitations")
        .where("website_id", "=", acme)
        .where("email", "=", INVITED)
        .execute();
    },
  },
  {
    name: "Invitation: change an open one's role",
    outcomes: MANAGERS_OK,
    target: (db, acme, k) => freshInvitation(db, acme, k, "changed"),
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/Invitation/${id}`,
      body: { company_role: "salesperson" },
    }),
    route: (id) => ({
      method: "POST",
      url: "/api/update/invitation",
      body: { id, company_role: "salesperson" },
    }),
    state: (db, id) => invitationState(db, id),
  },
  {
    name: "Invitation: withdraw one",
    outcomes: MANAGERS_OK,
    target: (db, acme, k) => freshInvitation(db, acme, k, "withdrawn"),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/Invitation/${id}` }),
    route: (id) => ({ method: "POST", url: "/api/delete/invitation", body: { id } }),
    state: (db, id) => invitationState(db, id),
  },
];

describe("BREAD and the team routes are one operation", () => {
  equivalenceTests(sides, CASES);
});

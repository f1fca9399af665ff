import { describe } from "vitest";
import type { Db } from "../../server/db/types.js";
import { equivalenceTests, twoSides, type Case } from "../helpers/bread-equivalence.js";

/** A BREAD write of a library file and the library routes' are one operation: see tests/helpers/bread-equivalence.ts. */

const sides = twoSides();

/** A library file of the store, at the root, made the same way on both sides (same id). */
async function libraryFile(db: Db, acme: number, name: string): Promise<number> {
  const row = await db.kysely
    .insertInto("files")
    .values({
      website_id: acme,
      user_id: null,
      parent_id: null,
      type: "file",
      name,
      path: `library/${acme}/${name}`,
      extension: "pdf",
      mime: "application/pdf",
      size: 1200,
      in_library: 1,
      upload_type: "library",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The store's library entries as the library shows them. */
async function library(db: Db, acme: number) {
  return db.kysely
    .selectFrom("files")
    .select(["id", "type", "name", "parent_id", "approved", "updated_at"])
    .where("website_id", "=", acme)
    .where("in_library", "=", 1)
    .orderBy("id")
    .execute();
}

/** The library's users: designers and product makers; the store's salespeople and clients are not. */
const OUTCOMES =
  "owner:404 client:403 salesperson:403 designer:ok store-admin:ok company-admin:ok primary-admin:ok admin:ok";

const CASES: Case[] = [
  {
    name: "File: rename and move to the root",
    outcomes: OUTCOMES,
    target: async (db, acme, k) => {
      if (k > 0) return (await library(db, acme)).find((f) => f.name === "equivalence.pdf")!.id;
      return libraryFile(db, acme, "equivalence.pdf");
    },
    bread: (id) => ({
      method: "PUT",
      url: `/api/bread/File/${id}`,
      body: { name: "Renamed artwork.pdf", folder_id: null },
    }),
    route: (id, acme) => ({
      method: "POST",
      url: `/api/library/${id}?website_id=${acme}`,
      body: { name: "Renamed artwork.pdf", folder_id: null },
    }),
    state: (db, _id, acme) => library(db, acme),
    reset: async (db, id) => {
      await db.kysely
        .updateTable("files")
        .set({ name: "equivalence.pdf", updated_at: null })
        .where("id", "=", id)
        .execute();
    },
  },
  {
    name: "File: delete",
    outcomes: OUTCOMES,
    target: (db, acme, k) => libraryFile(db, acme, `gone-${k}.pdf`),
    bread: (id) => ({ method: "DELETE", url: `/api/bread/File/${id}` }),
    route: (id, acme) => ({ method: "DELETE", url: `/api/library/${id}?website_id=${acme}` }),
    state: (db, _id, acme) => library(db, acme),
  },
];

describe("BREAD writes of library files are the library routes' own", () => {
  equivalenceTests(sides, CASES);
});

import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../../server/db/kysely.js";

/**
 * `npm run worker` and the app servers share one SQLite file. A transaction that reads before it
 * writes (queueing a mockup job, placing an order) must not fail because the other process wrote
 * in between: SQLite refuses to upgrade a read snapshot that another writer has moved past, at
 * once and whatever the busy timeout, so every transaction takes the write lock when it begins.
 */
const dir = mkdtempSync(join(tmpdir(), "merch-sqlite-"));
const file = join(dir, "shared.db");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process writing one row to the file, as the worker does, waiting out our lock. */
function otherProcessWrites() {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(${JSON.stringify(file)});
    db.pragma("busy_timeout = 5000");
    db.prepare("insert into t (v) values ('other')").run();
    db.close();
  `;
  return spawn(process.execPath, ["-e", script], { stdio: "inherit" });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("two processes on one SQLite file", () => {
  it("a transaction that reads then writes commits although the other process wrote meanwhile", async () => {
    const db = openDb({ sqliteFile: file });
    try {
      await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
      let child: ReturnType<typeof otherProcessWrites> | undefined;
      await db.kysely.transaction().execute(async (trx) => {
        await trx
          .selectFrom("t" as never)
          .selectAll()
          .execute();
        child = otherProcessWrites();
        // Give the other process time to write (it can, unless this transaction holds the lock).
        await Promise.race([once(child, "exit"), new Promise((r) => setTimeout(r, 1_000))]);
        await sql`insert into t (v) values ('ours')`.execute(trx);
      });
      if (child && child.exitCode === null) await once(child, "exit");
      expect(child?.exitCode).toBe(0);
      const rows = await sql<{ v: string }>`select v from t order by id`.execute(db.kysely);
      expect(rows.rows.map((r) => r.v)).toEqual(["ours", "other"]);
    } finally {
      await db.close();
    }
  });
});

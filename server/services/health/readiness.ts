import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";

/** A check that takes longer than this counts as failed: a hung database must not hang the probe. */
export const READINESS_TIMEOUT_MS = 3_000;

export interface Readiness {
  /** Each check: null when it passed, else why it failed (for the log, never for the caller). */
  database: string | null;
  storage: string | null;
}

async function withinTimeout(check: () => Promise<void>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${READINESS_TIMEOUT_MS} ms`), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      check().then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this server can serve: the database answers a trivial query, and a file written to
 * storage reads back the same and can be deleted (each server writes its own probe file).
 */
export async function checkReadiness(ctx: AppContext): Promise<Readiness> {
  const [database, storage] = await Promise.all([
    withinTimeout(async () => {
      await sql`select 1`.execute(ctx.db.kysely);
    }),
    withinTimeout(async () => {
      const key = `health/ready-${process.pid}-${randomBytes(6).toString("hex")}.txt`;
      const body = Buffer.from(key);
      await ctx.storage.put(key, body, "text/plain");
      try {
        const read = await ctx.storage.get(key);
        if (!read || !read.equals(body)) throw new Error("the probe file read back differently");
      } finally {
        await ctx.storage.delete(key);
      }
    }),
  ]);
  return { database, storage };
}

import type { Kysely } from "kysely";
import { notFound } from "../../../domain/errors.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { Row } from "../../db/loose.js";
import { keepPageRevision } from "./keep.js";

/** The page a revert is asked for; a missing one is not found. */
export async function loadPageToRevert(ctx: AppContext, id: number) {
  const existing = await ctx.db.kysely
    .selectFrom("pages")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!existing) throw notFound();
  return existing;
}

/**
 * Writes a page's reverted values (prepared by the page's own save) and keeps the revision; the
 * revert's own "revert" event stands for this write, so no update event is recorded.
 */
export async function writeRevertedPage(trx: Kysely<Database>, pageId: number, values: Row): Promise<void> {
  await trx.updateTable("pages").set(values).where("id", "=", pageId).execute();
  await keepPageRevision(trx, pageId);
}

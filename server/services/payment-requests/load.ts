import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { notFound } from "../../../domain/errors.js";

/** A payment row by id (who may read it is the caller's concern: the route's access declaration). */
export async function loadPayment(k: Kysely<Database>, id: number) {
  const row = await k.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

import type { Kysely } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { matchesAny } from "../../db/like.js";

/** Rows fetched per query while streaming: memory stays flat whatever the number of users. */
export const USER_CSV_PAGE = 1000;

/** The users with what the CSV shows of them; callers add their filter, order and page. */
function userCsvQuery(k: Kysely<Database>) {
  return k
    .selectFrom("users")
    .leftJoin("companies", "companies.id", "users.company_id")
    .select((eb) => [
      "users.id",
      "users.name",
      "users.email",
      "users.role_id",
      "users.main_company_role",
      "companies.name as company",
      "users.production_margin",
      eb
        .selectFrom("websites")
        .select((w) => w.fn.countAll<number>().as("n"))
        .whereRef("websites.user_id", "=", "users.id")
        .as("stores"),
      "users.email_verified_at",
      "users.deactivated_at",
      "users.created_at",
    ]);
}

export type UserCsvRow = Awaited<ReturnType<ReturnType<typeof userCsvQuery>["execute"]>>[number];

/** Answers the rows following the last one sent (undefined before the first page), in the file's order. */
export type UserCsvPages = (after: UserCsvRow | undefined) => Promise<UserCsvRow[]>;

/** Every user (or those whose name or email holds `term`), by id. */
export function allUsersCsv(ctx: AppContext, term: string | undefined): UserCsvPages {
  return (after) => {
    let query = userCsvQuery(ctx.db.kysely).where("users.id", ">", after?.id ?? 0);
    if (term) query = query.where(matchesAny<"users">(["users.name", "users.email"], term));
    return query.orderBy("users.id").limit(USER_CSV_PAGE).execute();
  };
}

/** The users who registered from/to (UTC days, inclusive, either open), oldest first. */
export function registeredUsersCsv(ctx: AppContext, from?: string, to?: string): UserCsvPages {
  return (after) => {
    let query = userCsvQuery(ctx.db.kysely);
    if (from) query = query.where("users.created_at", ">=", `${from}T00:00:00.000Z`);
    if (to) query = query.where("users.created_at", "<=", `${to}T23:59:59.999Z`);
    // Keyset on (created_at, id): the users_created_idx index serves both the range and the order.
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb("users.created_at", ">", after.created_at),
          eb.and([eb("users.created_at", "=", after.created_at), eb("users.id", ">", after.id)]),
        ]),
      );
    return query.orderBy("users.created_at").orderBy("users.id").limit(USER_CSV_PAGE).execute();
  };
}

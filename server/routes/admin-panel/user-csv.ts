import type { FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { csvLine, sendCsv } from "../../http/csv.js";

/** Rows fetched per query while streaming: memory stays flat whatever the number of users. */
export const USER_CSV_PAGE = 1000;

const HEADER = [
  "ID",
  "Name",
  "Email",
  "Role",
  "Company",
  "Production margin",
  "Stores owned",
  "Verified",
  "Deactivated",
  "Created",
];

/** The users with what the CSV shows of them; callers add their filter, order and page. */
export function userCsvQuery(k: Kysely<Database>) {
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

function cells(u: UserCsvRow): unknown[] {
  return [
    u.id,
    u.name,
    u.email,
    u.role_id === 1 ? "admin" : (u.main_company_role ?? "user"),
    u.company ?? "",
    u.production_margin,
    Number(u.stores ?? 0),
    u.email_verified_at ?? "",
    u.deactivated_at ?? "",
    u.created_at,
  ];
}

/**
 * The CSV, page after page: `nextPage(after)` answers the rows following the last one sent
 * (undefined before the first page), in the file's order.
 */
async function* userCsv(
  nextPage: (after: UserCsvRow | undefined) => Promise<UserCsvRow[]>,
): AsyncGenerator<string> {
  yield csvLine(HEADER);
  let after: UserCsvRow | undefined;
  for (;;) {
    const page = await nextPage(after);
    if (page.length === 0) return;
    for (const row of page) yield csvLine(cells(row));
    after = page[page.length - 1];
  }
}

/** Streams the users as a CSV attachment named `fileName`, one page of `nextPage` at a time. */
export function sendUserCsv(
  reply: FastifyReply,
  fileName: string,
  nextPage: (after: UserCsvRow | undefined) => Promise<UserCsvRow[]>,
) {
  return sendCsv(reply, fileName, userCsv(nextPage));
}

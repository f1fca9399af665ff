import { randomInt } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { Database, InvitationCodesTable, User, Website } from "../../db/schema.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { loadStoreAccess } from "../../auth/access.js";
import { countRows } from "../../db/count.js";
import { conflict, invalid } from "../../../domain/errors.js";
import {
  expandPermissions,
  INVITATION_CODE_LENGTH,
  INVITATION_MSG,
  type invitationCodeSchema,
} from "../../../domain/invitations.js";
import { isMember, USER_ROLE_ID, type StoreAccess } from "../../../domain/permissions.js";
import { recordActivity } from "../activity/record.js";
import { notify } from "../notify.js";
import { requireTeamRoom } from "../plans/limits.js";
import { joinStore, setMemberAccess } from "../team/member-access.js";
import { loadAccount } from "../users/account.js";
import { assertAssignable } from "./issue.js";

type CodeRow = Selectable<InvitationCodesTable>;
const DAY = 86_400_000;

// No 0/O or 1/I: codes are read aloud and typed by hand.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function newCode(): string {
  return Array.from({ length: INVITATION_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/**
 * Stores a new invitation code of a store under a freshly drawn code and records it (entity
 * "InvitationCode", which has no numeric id). The code itself stays out of the trail: whoever
 * reads it could join the store with it.
 */
function createInvitationCode(
  k: Kysely<Database>,
  values: Omit<Insertable<InvitationCodesTable>, "code">,
): Promise<CodeRow> {
  return k.transaction().execute(async (trx) => {
    // 32^8 codes: a clash is rare; the primary key catches it and a fresh code is drawn.
    for (let attempt = 0; ; attempt++) {
      const code = newCode();
      const taken = await trx
        .selectFrom("invitation_codes")
        .select("code")
        .where("code", "=", code)
        .executeTakeFirst();
      if (taken && attempt < 5) continue;
      const row = await trx
        .insertInto("invitation_codes")
        .values({ ...values, code })
        .returningAll()
        .executeTakeFirstOrThrow();
      const recorded: Record<string, unknown> = { ...row };
      delete recorded.code;
      await recordActivity(trx, {
        entity: "InvitationCode",
        entityId: null,
        action: "create",
        websiteId: row.website_id,
        after: recorded,
      });
      return row;
    }
  });
}

/**
 * A manager creates a code for their store: they may only give what they hold (403). It lasts
 * expires_in_days and joins at most max_uses people. Answers the stored code with its entries.
 */
export async function issueInvitationCode(
  ctx: AppContext,
  website: Website,
  access: StoreAccess,
  creator: Pick<User, "id">,
  body: Pick<
    z.infer<typeof invitationCodeSchema>,
    "company_role" | "permissions" | "max_uses" | "expires_in_days"
  >,
) {
  const permissions = expandPermissions(body.permissions);
  assertAssignable(access, body.company_role, permissions);
  const row = await createInvitationCode(ctx.db.kysely, {
    website_id: website.id,
    company_role: body.company_role,
    permissions: toJson(permissions),
    max_uses: body.max_uses,
    uses: 0,
    expires_at: new Date(Date.now() + body.expires_in_days * DAY).toISOString(),
    created_by: creator.id,
    created_at: nowIso(),
  });
  return { ...row, permissions };
}

/**
 * The signed-in user enters a code and joins its store with the code's role and entries (a
 * member already is a conflict; an unknown, expired or used-up code is invalid), within the
 * store's seats; the code's creator is told. Answers the store and the account as it now is.
 */
export async function redeemInvitationCode(
  ctx: AppContext,
  user: User,
  code: string,
): Promise<{ websiteId: number; user: User }> {
  const k = ctx.db.kysely;
  const websiteId = await k.transaction().execute(async (trx) => {
    // Counting the use and checking the limit in one statement: two people cannot take the last use.
    const row = await trx
      .updateTable("invitation_codes")
      .set((eb) => ({ uses: eb("uses", "+", 1) }))
      .where("code", "=", code)
      .where("expires_at", ">", nowIso())
      .whereRef("uses", "<", "max_uses")
      .returningAll()
      .executeTakeFirst();
    if (!row) throw invalid({ code: INVITATION_MSG.codeInvalid });
    const website = await trx
      .selectFrom("websites")
      .selectAll()
      .where("id", "=", row.website_id)
      .executeTakeFirstOrThrow();
    // What the store itself gives (a platform admin is not a member of every store here).
    const found = await loadStoreAccess(
      { ...ctx.db, kysely: trx },
      { ...user, role_id: USER_ROLE_ID, website_role: null },
      website.id,
    );
    if (found && isMember(found.access)) throw conflict(INVITATION_MSG.youAreMember);
    await requireTeamRoom(trx, website, 1);
    await setMemberAccess(trx, website.id, user.id, row.company_role, fromJson(row.permissions, []));
    await joinStore(trx, website, user, row.company_role, 0);
    if (row.created_by !== null)
      await notify(trx, {
        userIds: [row.created_by],
        websiteId: website.id,
        type: "invitation",
        content: `${user.name} joined ${website.name} with an invitation code.`,
      });
    return website.id;
  });
  return { websiteId, user: await loadAccount(k, user.id) };
}

/** One page of a store's invitation codes, newest first, each with its creator and state, and the total. */
export async function invitationCodesPage(ctx: AppContext, websiteId: number, page: number, perPage: number) {
  const now = nowIso();
  const base = ctx.db.kysely
    .selectFrom("invitation_codes")
    .where("invitation_codes.website_id", "=", websiteId);
  const [rows, counted] = await Promise.all([
    base
      .leftJoin("users", "users.id", "invitation_codes.created_by")
      .select([
        "invitation_codes.code",
        "invitation_codes.website_id",
        "invitation_codes.company_role",
        "invitation_codes.permissions",
        "invitation_codes.max_uses",
        "invitation_codes.uses",
        "invitation_codes.expires_at",
        "invitation_codes.created_at",
        "invitation_codes.created_by",
        "users.name as created_by_name",
      ])
      .orderBy("invitation_codes.created_at", "desc")
      .orderBy("invitation_codes.code")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    countRows(base),
  ]);
  const codes = rows.map((row) => ({
    code: row.code,
    website_id: row.website_id,
    company_role: row.company_role,
    permissions: fromJson<{ type: string; value: number }[]>(row.permissions, []),
    max_uses: row.max_uses,
    uses: row.uses,
    expires_at: row.expires_at,
    created_at: row.created_at,
    created_by:
      row.created_by !== null && row.created_by_name !== null
        ? { id: row.created_by, name: row.created_by_name }
        : null,
    state:
      row.expires_at <= now
        ? ("expired" as const)
        : row.uses >= row.max_uses
          ? ("used_up" as const)
          : ("active" as const),
  }));
  return { rows: codes, total: Number(counted.n) };
}

import { randomInt } from "node:crypto";
import type { Insertable, Kysely, Selectable } from "kysely";
import type { Database, InvitationCodesTable } from "../../db/schema.js";
import { INVITATION_CODE_LENGTH } from "../../../domain/invitations.js";
import { recordActivity } from "../activity/record.js";

type CodeRow = Selectable<InvitationCodesTable>;

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
export function createInvitationCode(
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

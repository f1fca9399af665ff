import type { Db } from "../../db/types.js";
import { nowIso } from "../../db/json.js";
import { hashPassword } from "../../auth/passwords.js";
import { consumeUserToken } from "../../auth/tokens.js";
import { afterPasswordChange } from "../../auth/password-reset.js";
import { invalid } from "../../../domain/errors.js";
import { MSG } from "../../../domain/messages.js";
import { userByEmail } from "./sign-in.js";
import { writeUser } from "./activity.js";

/**
 * Sets a new password with a mailed reset token, which must belong to the account of `email`.
 * Refusing inside the transaction rolls the token back: a link opened with the wrong email stays usable.
 */
export async function resetPasswordWithToken(
  db: Db,
  reset: { token: string; email: string; password: string },
): Promise<void> {
  const user = await userByEmail(db.kysely, reset.email);
  const passwordHash = await hashPassword(reset.password);
  await db.kysely.transaction().execute(async (trx) => {
    const userId = await consumeUserToken({ ...db, kysely: trx }, reset.token, "password_reset");
    if (userId === null || userId !== user?.id) throw invalid({ token: MSG.resetLinkInvalid });
    await writeUser(trx, userId, { password_hash: passwordHash, updated_at: nowIso() }, "update");
    await afterPasswordChange({ ...db, kysely: trx }, userId);
  });
}

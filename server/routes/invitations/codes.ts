import type { FastifyInstance } from "fastify";
import { limitRequests } from "../../http/rate-limit.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { loadStoreAccess } from "../../auth/access.js";
import { fromJson, nowIso, toJson } from "../../db/json.js";
import { HttpError, invalid } from "../../errors.js";
import { notify } from "../../services/notify.js";
import { requireTeamRoom } from "../../services/plans/limits.js";
import { userDto } from "../user-dto.js";
import { MSG } from "../../../domain/messages.js";
import { isMember, USER_ROLE_ID } from "../../../domain/permissions.js";
import {
  expandPermissions,
  INVITATION_MSG,
  invitationCodeSchema,
  redeemCodeSchema,
} from "../../../domain/invitations.js";
import { joinStore, setMemberAccess } from "../../services/team/member-access.js";
import { manageStoreOf } from "./rights.js";
import { assertAssignable } from "../../services/invitations/issue.js";
import { grantedStore } from "../../http/access.js";
import { invitationCodeDto } from "../../../domain/contracts/store-team.js";
import { createInvitationCode } from "../../services/invitations/codes.js";

const tags = ["invitations"];
const DAY = 86_400_000;

/**
 * Invitation codes: a short code a manager shares (on a poster, in a chat) instead of mailing each
 * person. Whoever signs in and enters it joins the store with the code's role, until it expires or
 * has been used max_uses times.
 */
export async function invitationCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/create/invitation/code",
    {
      config: { access: manageStoreOf("body.website_id") },
      schema: {
        tags,
        summary: "Create a short code that joins a store with a role and permissions (edit_settings)",
        body: invitationCodeSchema,
        response: { 201: invitationCodeDto },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const { website, access } = grantedStore(request);
      const permissions = expandPermissions(body.permissions);
      assertAssignable(access, body.company_role, permissions);
      const values = {
        website_id: website.id,
        company_role: body.company_role,
        permissions: toJson(permissions),
        max_uses: body.max_uses,
        uses: 0,
        expires_at: new Date(Date.now() + body.expires_in_days * DAY).toISOString(),
        created_by: user.id,
        created_at: nowIso(),
      };
      const row = await createInvitationCode(k, values);
      return reply.code(201).send({ ...row, permissions });
    },
  );

  // Guessing codes is the attack on them: entering one is limited like signing in.
  await app.register(async (limited) => {
    await limitRequests(limited, ctx.db, {
      name: "store-invitation-code",
      max: ctx.config.loginRateLimit,
      message: MSG.tooManyLogins,
    });
    // The spec lists POST /api/update/integration among the invitation calls without a shape; it
    // is read here as "integrate me into the store this code names": redeeming an invitation code.
    limited.withTypeProvider<ZodTypeProvider>().post(
      "/api/update/integration",
      {
        config: { access: "signed-in" },
        schema: {
          tags,
          summary: "Redeem an invitation code: the signed-in user joins the code's store with its role",
          body: redeemCodeSchema,
          response: { 200: z.object({ message: z.string(), website_id: z.number(), user: z.unknown() }) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { code } = request.body;
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
            { ...db, kysely: trx },
            { ...user, role_id: USER_ROLE_ID, website_role: null },
            website.id,
          );
          if (found && isMember(found.access)) throw new HttpError(409, INVITATION_MSG.youAreMember);
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
        const fresh = await k
          .selectFrom("users")
          .selectAll()
          .where("id", "=", user.id)
          .executeTakeFirstOrThrow();
        return {
          message: INVITATION_MSG.joined,
          website_id: websiteId,
          user: await userDto(db, ctx.urls, fresh),
        };
      },
    );
  });
}

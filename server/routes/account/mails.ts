import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { fetchPage, pageOf, pageQuery, pageSchema } from "../../http/paging.js";
import { sentEmailDto } from "../../../domain/contracts/account.js";

/**
 * One-time links (login, verification, password reset, signed files) are blanked: with them a
 * stolen session could reset the password without knowing the current one. The real mail has them.
 */
export function redactLinks(text: string): string {
  return text.replace(/([?&](?:e?token|signature)=)[^&\s"'<>]+/gi, "$1[hidden]");
}

export async function mailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const k = ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/emails",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["account"],
        summary: "Mails sent to your (verified) address, newest first, paged; one-time links are hidden",
        querystring: z.object({
          ...pageQuery,
        }),
        response: {
          200: pageSchema(sentEmailDto),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page } = request.query;
      const perPage = request.query.per_page ?? user.page_view;
      // Only mail sent since this address was verified: an address someone merely typed into their
      // profile does not open mail that was meant for its real owner.
      if (!user.email_verified_at) return pageOf([], 0, page, perPage);
      const base = k
        .selectFrom("outbox")
        .where("to", "=", user.email)
        .where("created_at", ">=", user.email_verified_at);
      const mails = await fetchPage(
        page,
        perPage,
        (limit, offset) =>
          base
            .select(["id", "to", "subject", "text", "html", "created_at", "sent_at"])
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .limit(limit)
            .offset(offset)
            .execute(),
        () => base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
      );
      return {
        ...mails,
        data: mails.data.map((m) => ({
          ...m,
          text: redactLinks(m.text),
          html: m.html === null ? null : redactLinks(m.html),
        })),
      };
    },
  );
}

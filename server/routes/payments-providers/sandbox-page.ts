import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { escapeHtml } from "../../services/notify.js";
import { findSandboxLink, SANDBOX_ONBOARD_PATH } from "../../services/payments/sandbox.js";
import { completeSandboxLink } from "../../services/payments/onboarding.js";
import type { PaymentKind } from "../../services/payments/types.js";
import { PAYMENT_MSG } from "../../../domain/stores.js";
import type { PaymentContext } from "./common.js";

const LABEL: Record<string, string> = { card: "card payments", paypal: "PayPal", braintree: "Braintree" };

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4fb;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:440px}
h1{font-size:1.3rem;margin-top:0}.note{color:#666;font-size:.9rem}
button{background:#4F4BE0;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:1rem;cursor:pointer}
a{color:#4F4BE0;margin-left:16px}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox provider's onboarding page: served by this server, reached only through a
 * single-use link (the token is the credential, so both routes are public). "Connect test account"
 * completes onboarding and sends the browser back to the SPA's /third-party page.
 */
export async function sandboxPageRoutes(app: FastifyInstance, p: PaymentContext): Promise<void> {
  const k = p.ctx.db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ token: z.string().min(20).max(200) });

  // The page's form posts urlencoded; only this route file's scope learns to read that.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, status: number, text: string) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(text);

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      404,
      page(
        "Link expired",
        `<h1>${escapeHtml(PAYMENT_MSG.linkExpired)}</h1><p class="note">Ask for a new link from the store settings.</p><p><a href="/app/third-party?status=expired" style="margin:0">Back to the app</a></p>`,
      ),
    );

  r.get(
    `${SANDBOX_ONBOARD_PATH}/:token`,
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary:
          "Sandbox onboarding page (HTML) behind a single-use link; public, the token is the credential",
        params,
        produces: ["text/html"],
        response: {
          200: z.string().describe("the onboarding page"),
          404: z.string().describe("the expired-link page"),
        },
      },
    },
    async (request, reply) => {
      const link = await findSandboxLink(k, request.params.token);
      if (!link) return expired(reply);
      const kind = LABEL[link.account.kind] ?? link.account.kind;
      const cancel = p.backUrl(
        "canceled",
        link.account.website_id,
        link.account.kind as PaymentKind,
        link.account.is_second === 1,
      );
      return html(
        reply,
        200,
        page(
          "Connect test account",
          `<h1>Connect a test ${escapeHtml(kind)} account</h1>
<p>Store: <strong>${escapeHtml(link.websiteName)}</strong>${link.account.is_second ? " (second account)" : ""}</p>
<p class="note">This is the local sandbox payment provider: no real account is opened and no money moves. Set STRIPE_SECRET_KEY on the server to connect real Stripe accounts.</p>
<form method="post"><button type="submit">Connect test account</button><a href="${escapeHtml(cancel)}">Cancel</a></form>`,
        ),
      );
    },
  );

  r.post(
    `${SANDBOX_ONBOARD_PATH}/:token`,
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary:
          "Complete sandbox onboarding: uses the link up, marks the account connected (card: stripe_valid 1) and redirects (303) to /app/third-party?status=connected",
        params,
        response: {
          303: z.null().describe("to the payment settings"),
          404: z.string().describe("the expired-link page (HTML)"),
        },
      },
    },
    async (request, reply) => {
      const link = await findSandboxLink(k, request.params.token);
      if (!link) return expired(reply);
      const synced = await completeSandboxLink(k, p.providers, link);
      if (!synced) return expired(reply);
      const target = p.backUrl(
        synced.status === "connected" ? "connected" : synced.status,
        link.account.website_id,
        link.account.kind as PaymentKind,
        link.account.is_second === 1,
      );
      return reply.redirect(target, 303);
    },
  );
}

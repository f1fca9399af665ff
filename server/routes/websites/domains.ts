import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore, type StoresRule } from "../../http/access.js";
import { domainSchema, linkSchema, STORE_MSG, websiteIdField } from "../../../domain/stores.js";
import { checkDns, systemLookups, type DnsLookups } from "./dns-check.js";
import {
  assertStoreDomainFree,
  assertStoreLinkFree,
  requestCustomDomain,
} from "../../services/websites/domains.js";
import { messageDto } from "../../http/params.js";

const dnsDto = z.object({
  valid: z.boolean(),
  verdict: z.enum(["ok", "not_found", "wrong_target", "timeout", "error"]),
  message: z.string(),
  domain: z.string(),
  target: z.string(),
  cname: z.array(z.string()),
  addresses: z.array(z.string()),
  target_addresses: z.array(z.string()),
});

/** Store address checks: link and domain syntax and uniqueness, DNS, and custom-domain requests. */
export async function websiteDomainRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  lookups: DnsLookups = systemLookups(),
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const platformHost = new URL(ctx.config.publicUrl).hostname;

  /**
   * The store being edited, when named (edit_settings there, by the route's declaration): its own
   * link and domain do not count as taken.
   */
  const editing = (request: FastifyRequest, websiteId: number | undefined) =>
    websiteId === undefined ? null : grantedStore(request).website;
  const whenNamed: StoresRule = { right: "edit_settings", stores: "body.website_id" };

  r.post(
    "/api/validate_domain",
    {
      config: { access: whenNamed },
      schema: {
        tags: ["websites", "store settings"],
        summary:
          "Check a store link (path segment) or custom domain: syntax (422) and uniqueness (409); website_id names the store being edited",
        body: z
          .object({
            website_id: websiteIdField.optional(),
            link: linkSchema.optional(),
            domain: domainSchema.optional(),
          })
          .refine((b) => b.link !== undefined || b.domain !== undefined, {
            message: "This element is required",
            path: ["domain"],
          }),
        response: { 200: z.object({ valid: z.literal(true), value: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      const website = editing(request, request.body.website_id);
      const exceptId = website?.id ?? null;
      if (request.body.link !== undefined) {
        await assertStoreLinkFree(ctx, request.body.link, exceptId);
        return { valid: true as const, value: request.body.link, message: STORE_MSG.domainAvailable };
      }
      const domain = request.body.domain!;
      await assertStoreDomainFree(ctx, domain, exceptId);
      return { valid: true as const, value: domain, message: STORE_MSG.domainAvailable };
    },
  );

  r.post(
    "/api/validate_dns",
    {
      config: { access: whenNamed },
      schema: {
        tags: ["websites", "store settings"],
        summary:
          "Look the custom domain up in DNS (3 s at most): valid when its CNAME names PUBLIC_URL's host or it resolves to that host's addresses; verdict ok, not_found, wrong_target, timeout or error",
        body: z.object({ domain: domainSchema, website_id: websiteIdField.optional() }),
        response: { 200: dnsDto },
      },
    },
    async (request) => {
      return checkDns(request.body.domain, platformHost, lookups);
    },
  );

  r.post(
    "/api/domain/request",
    {
      config: { access: { right: "edit_settings", from: "body.website_id" } },
      schema: {
        tags: ["websites", "store settings"],
        summary:
          "Ask the platform admins to connect a custom domain to the store (edit_settings; plan must allow custom domains); they get a mail and a notification",
        body: z.object({ website_id: websiteIdField, domain: domainSchema }),
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await requestCustomDomain(ctx, website, currentUser(request), request.body.domain);
      return { message: STORE_MSG.domainRequestSent };
    },
  );
}

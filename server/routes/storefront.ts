import { limitRequests } from "../http/rate-limit.js";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { hasControlChars, isRelativeLink } from "../../domain/links.js";
import { MSG } from "../../domain/messages.js";
import { contactMessageSchema, SECTION_MSG } from "../../domain/sections.js";
import { STOREFRONT_PATH } from "../../domain/stores.js";
import { grantedStore } from "../http/access.js";
import type { AppContext } from "../context.js";
import { fieldErrors, HttpError, notFound } from "../errors.js";
import { sendContactMessage } from "../storefront/contact.js";
import { loadStore } from "../storefront/load.js";
import { previewToken, verifyPreviewToken } from "../storefront/preview.js";
import { STOREFRONT_CSP } from "../storefront/scripts.js";
import { Storefront, type RequestOptions, type StorefrontResult } from "../storefront/service.js";
import { absoluteUrl } from "../services/public-url.js";
import { recordId } from "../http/params.js";

/** A shopper writes a few messages; a script must not turn a store's inbox into a spam sink. */
export const CONTACT_PER_MINUTE = 5;

const pageQuery = z.object({
  preview: z.string().max(300).optional().catch(undefined),
  contact: z.enum(["sent", "error"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  /** Why an add-to-cart form was refused (signed; see storefront/checkout/cart-notice.ts). */
  cart_error: z.string().max(700).optional().catch(undefined),
});
/**
 * A path segment of the store's address. One holding a control character (a NUL, a line break)
 * names nothing and must not reach the database, which refuses some of them outright.
 */
const segment = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlChars(v), MSG.notFound);
const linkParam = z.object({ link: segment(100) });
const htmlPage = z.string().describe("text/html page");
/** A page, the store's not-found page, or a redirect page's answer (permanent or not). */
const html = {
  200: htmlPage,
  301: z.string().describe("redirect page (permanent): Location holds its target"),
  302: z.string().describe("redirect page: Location holds its target"),
  404: htmlPage,
};

/**
 * Renders a storefront page with the request's options and sends it as HTML (or its redirect); a
 * preview is never kept by the browser.
 */
async function sendPage(
  reply: FastifyReply,
  query: z.infer<typeof pageQuery>,
  render: (options: RequestOptions) => Promise<StorefrontResult>,
): Promise<FastifyReply> {
  const result = await render({
    preview: query.preview,
    contactStatus: query.contact ?? null,
    page: query.page,
    cartNotice: query.cart_error,
  });
  if (result.kind === "redirect") return reply.redirect(result.location, result.status);
  return reply
    .code(result.status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", STOREFRONT_CSP)
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "strict-origin-when-cross-origin")
    .header("cache-control", query.preview ? "private, no-store" : "public, max-age=0, must-revalidate")
    .header("x-storefront-cache", result.cache)
    .send(result.body);
}

/** A same-store path to return a plain (no-JavaScript) form post to; anything else goes home. */
function returnPath(page: unknown): string {
  return typeof page === "string" && isRelativeLink(page) && /^[\w\-/%.]*$/.test(page) ? page : "/";
}

/**
 * The public store (server-rendered HTML, no SPA) at /store/{link}/..., its contact form, and
 * the preview token that opens an unlaunched store to its team.
 */
export async function storefrontRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const storefront = new Storefront(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { access: "public" as const };

  r.get(
    `${STOREFRONT_PATH}/:link`,
    {
      config: pub,
      schema: {
        tags: ["storefront"],
        summary: "Store home page (HTML)",
        params: linkParam,
        querystring: pageQuery,
        response: html,
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, (o) => storefront.page(request.params.link, null, o)),
  );
  r.get(
    `${STOREFRONT_PATH}/:link/`,
    { config: pub, schema: { hide: true, params: linkParam, querystring: pageQuery } },
    async (request, reply) =>
      sendPage(reply, request.query, (o) => storefront.page(request.params.link, null, o)),
  );
  r.get(
    `${STOREFRONT_PATH}/:link/products`,
    {
      config: pub,
      schema: {
        tags: ["storefront"],
        summary: "All published products of a store (HTML, 48 a page)",
        params: linkParam,
        querystring: pageQuery,
        response: html,
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, (o) => storefront.allProducts(request.params.link, o)),
  );
  r.get(
    `${STOREFRONT_PATH}/:link/products/:productSlug`,
    {
      config: pub,
      schema: {
        tags: ["storefront"],
        summary: "A published product's page (HTML); counts a view from the browser",
        params: linkParam.extend({ productSlug: segment(200) }),
        querystring: pageQuery,
        response: html,
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, (o) =>
        storefront.product(request.params.link, request.params.productSlug, o),
      ),
  );
  r.get(
    `${STOREFRONT_PATH}/:link/category/:categorySlug`,
    {
      config: pub,
      schema: {
        tags: ["storefront"],
        summary: "A category's published products (HTML, 48 a page)",
        params: linkParam.extend({ categorySlug: segment(200) }),
        querystring: pageQuery,
        response: html,
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, (o) =>
        storefront.category(request.params.link, request.params.categorySlug, o),
      ),
  );
  r.get(
    "/api/storefront/:link/cart/count",
    {
      config: pub,
      schema: {
        tags: ["storefront"],
        summary: "How many pieces the visitor's cart of a store holds (the header's cart count; public)",
        params: linkParam,
        querystring: z.object({ preview: z.string().max(300).optional().catch(undefined) }),
        response: { 200: z.object({ count: z.number().int() }), 404: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const count = await storefront.cartCount(request.params.link, request.headers.cookie, {
        preview: request.query.preview,
      });
      if (count === null) throw notFound(SECTION_MSG.storeNotFound);
      return reply.header("cache-control", "private, no-store").send({ count });
    },
  );
  r.get(
    `${STOREFRONT_PATH}/:link/:pageSlug`,
    {
      config: pub,
      schema: {
        tags: ["storefront"],
        summary: "A store page by slug (HTML); redirect pages answer 301/302",
        params: linkParam.extend({ pageSlug: segment(200) }),
        querystring: pageQuery,
        response: html,
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, (o) => storefront.page(request.params.link, request.params.pageSlug, o)),
  );

  r.get(
    `${STOREFRONT_PATH}/:link/*`,
    {
      config: pub,
      schema: {
        tags: ["storefront"],
        summary: "A deeper path of a store: its redirect (301) if one is set, else not found (HTML)",
        params: linkParam.extend({ "*": segment(300) }),
        querystring: pageQuery,
        response: html,
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, (o) =>
        storefront.deepPath(request.params.link, request.params["*"].replace(/\/+$/, ""), o),
      ),
  );

  r.get(
    "/api/websites/:id/preview-token",
    {
      config: { access: { right: ["edit_design", "edit_settings"], from: "params.id" } },
      schema: {
        tags: ["storefront"],
        summary:
          "A short-lived token that opens the store's pages before launch (edit_design or edit_settings)",
        params: z.object({ id: recordId }),
        response: { 200: z.object({ token: z.string(), expires_at: z.string(), url: z.string() }) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const { token, expires_at } = previewToken(ctx.secret, website.id);
      const url = absoluteUrl(
        ctx.config,
        `${STOREFRONT_PATH}/${encodeURIComponent(website.link)}/?preview=${encodeURIComponent(token)}`,
      );
      return { token, expires_at, url };
    },
  );

  await app.register(async (limited) => {
    await limitRequests(limited, ctx.db, {
      name: "store-contact",
      max: CONTACT_PER_MINUTE,
      message: "Too many messages. Please try again in a minute.",
    });
    // Without JavaScript the form posts urlencoded; with it, JSON. Both land here.
    limited.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    limited.withTypeProvider<ZodTypeProvider>().post(
      "/api/storefront/:link/contact",
      {
        config: pub,
        attachValidation: true,
        schema: {
          tags: ["storefront"],
          summary: "Send a contact form message to the store's contact emails (public, rate-limited)",
          params: linkParam,
          querystring: z.object({ preview: z.string().max(300).optional() }),
          body: contactMessageSchema,
          response: {
            201: z.object({ message: z.string() }),
            303: z.null().describe("a plain form post: back to the page with a notice"),
            422: z.object({ message: z.string(), errors: z.record(z.string(), z.string()) }),
          },
        },
      },
      async (request, reply) => {
        const store = await loadStore(ctx.db.kysely, request.params.link);
        const open =
          store !== null &&
          (store.is_launched === 1 || verifyPreviewToken(ctx.secret, store.id, request.query.preview));
        if (!store || !open) throw notFound(SECTION_MSG.storeNotFound);
        if (!store.contactFormEnabled) throw new HttpError(409, "This store does not take messages here.");
        const isForm =
          request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ?? false;
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const parsed = contactMessageSchema.safeParse(raw);
        const back = (status: "sent" | "error") => {
          const preview = request.query.preview
            ? `&preview=${encodeURIComponent(request.query.preview)}`
            : "";
          const anchor =
            typeof raw.section_id === "string" && /^[a-z0-9]{5}$/i.test(raw.section_id)
              ? `#s-${raw.section_id}`
              : "";
          const path = returnPath(raw.page);
          return reply.redirect(
            `${STOREFRONT_PATH}/${encodeURIComponent(store.link)}${path}?contact=${status}${preview}${anchor}`,
            303,
          );
        };
        if (!parsed.success) {
          if (isForm) return back("error");
          const errors = fieldErrors(parsed.error.issues);
          return reply.code(422).send({ message: Object.values(errors)[0] ?? MSG.invalidInput, errors });
        }
        await sendContactMessage(ctx, store, parsed.data);
        if (isForm) return back("sent");
        return reply.code(201).send({ message: SECTION_MSG.contactSent });
      },
    );
  });
}

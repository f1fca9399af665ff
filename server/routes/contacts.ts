import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { activeWebsiteId, currentUser } from "../auth/guard.js";
import { grantedStore, grantedStores } from "../http/access.js";
import { fromJson } from "../db/json.js";
import { escapeHtml } from "../services/notify.js";
import { MSG } from "../../domain/messages.js";
import type { PermissionType } from "../../domain/permissions.js";
import {
  AUTOCOMPLETE_LIMIT,
  CONTACT_MSG,
  CONTACT_RIGHTS,
  CONTACTS_PER_PAGE,
  contactMessageSchema,
  contactSchema,
  PRODUCT_SEARCH_LIMIT,
} from "../../domain/contacts.js";
import { idParam, storeQuery } from "../http/params.js";
import { matchesAny } from "../db/like.js";
import { contactsMatching } from "../services/contacts/search.js";
import {
  CONTACT_COLUMNS,
  contactOut,
  createContact,
  deleteContact,
  findContact,
  updateContact,
} from "../services/contacts/writes.js";
import { fetchPage, pageQuery, pageSchema } from "../http/paging.js";
import { contactDto } from "../../domain/contracts/contacts.js";
import { recordVersion } from "../../domain/contracts/versions.js";
import { answeringCurrent, askedVersion } from "../http/versions.js";
import { countRows } from "../db/count.js";

/** Reading (list, detail, autocomplete) and writing need the rights the domain gives contacts. */
const READ: PermissionType = CONTACT_RIGHTS.read;
const WRITE: PermissionType = CONTACT_RIGHTS.write;

export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const k = db.kysely;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const toDto = contactOut;

  r.get(
    "/api/contacts",
    {
      config: { access: { right: READ, stores: ["query.website_id", "active"] } },
      schema: {
        tags: ["contacts"],
        summary:
          "The active store's contacts, 10 a page, searched by name, email or city (term); browse_orders",
        querystring: z.object({
          term: z.string().max(200).optional(),
          page: pageQuery.page,
          ...storeQuery.shape,
        }),
        response: {
          200: pageSchema(contactDto),
        },
      },
    },
    async (request) => {
      const { term, page } = request.query;
      const ids = grantedStores(request);
      let base = k.selectFrom("contacts");
      if (ids !== null)
        base = ids.length > 0 ? base.where("website_id", "in", ids) : base.where(sql<boolean>`1 = 0`);
      if (term?.trim())
        base = base.where(contactsMatching<"contacts">(k, ids, ["name", "email", "city"], term.trim()));
      const contacts = await fetchPage(
        page,
        CONTACTS_PER_PAGE,
        (limit, offset) =>
          base.select(CONTACT_COLUMNS).orderBy("name").orderBy("id").limit(limit).offset(offset).execute(),
        () => countRows(base),
      );
      return { ...contacts, data: contacts.data.map(toDto) };
    },
  );

  // The spec's autocomplete path is "not shown". Registered before /:id; static segments win anyway.
  r.get(
    "/api/contacts/autocomplete",
    {
      config: { access: { right: READ, stores: ["query.website_id", "active"] } },
      schema: {
        tags: ["contacts"],
        summary: "Contacts of the active store whose name starts with or contains the term (10 at most)",
        querystring: z.object({ term: z.string().max(200).default(""), ...storeQuery.shape }),
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              name: z.string(),
              city: z.string().nullable(),
              avatar: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const ids = grantedStores(request);
      if (ids !== null && ids.length === 0) return [];
      let query = k.selectFrom("contacts").select(["id", "name", "city"]);
      if (ids !== null) query = query.where("website_id", "in", ids);
      const term = request.query.term.trim();
      if (term) query = query.where(contactsMatching<"contacts">(k, ids, ["name"], term));
      const rows = await query.orderBy("name").orderBy("id").limit(AUTOCOMPLETE_LIMIT).execute();
      // Contacts have no picture; the SPA shows initials for a null avatar.
      return rows.map((row) => ({ ...row, avatar: null }));
    },
  );

  r.get(
    "/api/contacts/:id",
    {
      config: { access: { right: READ, from: { record: "contacts" } } },
      schema: { tags: ["contacts"], summary: "One contact", params: idParam, response: { 200: contactDto } },
    },
    async (request) => toDto(await findContact(k, request.params.id)),
  );

  r.post(
    "/api/contacts",
    {
      config: { access: { right: WRITE, from: ["body.website_id", "active"] } },
      schema: {
        tags: ["contacts"],
        summary: "Create a contact in the active store (or body website_id); full_admin_access",
        body: contactSchema.extend({ website_id: z.number().int().positive().optional() }),
        response: { 201: contactDto },
      },
    },
    async (request, reply) => {
      const { website_id: _named, ...input } = request.body;
      const row = await createContact(k, grantedStore(request).website.id, input);
      return reply.code(201).send(toDto(row));
    },
  );

  r.put(
    "/api/contacts/:id",
    {
      config: { access: { right: WRITE, from: { record: "contacts" } } },
      schema: {
        tags: ["contacts"],
        summary:
          "Edit a contact (the whole record: name, city, postal, street, phone, email, lang, comment, tags); full_admin_access",
        description:
          "With the version the screen read (`version` or If-Match), a contact saved by someone else since answers 409 with `current`, the contact now, and nothing is written.",
        params: idParam,
        body: contactSchema.extend({ version: recordVersion.optional() }),
        response: { 200: contactDto },
      },
    },
    async (request) => {
      const { id } = await findContact(k, request.params.id);
      const { version: _read, ...input } = request.body;
      const row = await answeringCurrent(
        () => updateContact(k, id, input, askedVersion(request)),
        async () => toDto(await findContact(k, id)),
      );
      return toDto(row);
    },
  );

  r.delete(
    "/api/contacts/:id",
    {
      config: { access: { right: WRITE, from: { record: "contacts" } } },
      schema: {
        tags: ["contacts"],
        summary: "Delete a contact; full_admin_access",
        params: idParam,
        response: { 200: contactDto },
      },
    },
    async (request) => {
      const existing = await findContact(k, request.params.id);
      await deleteContact(k, existing.id);
      return toDto(existing);
    },
  );

  // The spec's contact form: "method and path not shown" except POST /api/message in the misc calls.
  r.post(
    "/api/message",
    {
      // Any member may write to the store, whatever their permissions: only non-members are refused.
      config: { access: { right: null, from: ["body.website_id", "active"] } },
      schema: {
        tags: ["contacts"],
        summary: "Contact form: mails name and content to the active store's contact address (or its owner)",
        body: contactMessageSchema.extend({ website_id: z.number().int().positive().optional() }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { website } = grantedStore(request);
      const to = await recipient(website);
      const { name, content } = request.body;
      await ctx.mailer.send({
        to,
        subject: `Message from ${name} (${website.name})`,
        text: `${content}\n\n--\n${name}\nSent by ${user.name} <${user.email}> from the ${website.name} back office.`,
        html:
          `<p>${escapeHtml(content).replace(/\n/g, "<br>")}</p><hr>` +
          `<p>${escapeHtml(name)}<br>Sent by ${escapeHtml(user.name)} &lt;${escapeHtml(user.email)}&gt; ` +
          `from the ${escapeHtml(website.name)} back office.</p>`,
      });
      return { message: CONTACT_MSG.messageSent };
    },
  );

  /** The store's contact address (data.contact_email when it is one), else the owner's email. */
  const recipient = async (website: { user_id: number; data: unknown }): Promise<string> => {
    const data = fromJson<Record<string, unknown>>(website.data, {});
    const configured = data.contact_email;
    if (typeof configured === "string" && z.email().safeParse(configured).success) return configured;
    const owner = await k
      .selectFrom("users")
      .select("email")
      .where("id", "=", website.user_id)
      .executeTakeFirstOrThrow();
    return owner.email;
  };

  r.post(
    "/api/search",
    {
      // Every store where the caller may browse products (all stores for a platform admin).
      config: { access: { right: "browse_products", stores: [] } },
      schema: {
        tags: ["contacts"],
        summary:
          "Product search box: products of the caller's live stores whose name contains the term (10 at most), " +
          "each with its store (website_id, website_name); the active store's (X-Website-Id) come first",
        body: z.object({ term: z.string({ error: MSG.required }).max(200) }),
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              website_id: z.number(),
              website_name: z.string(),
              name: z.string(),
              description: z.string().nullable(),
              photo: z.string().nullable(),
              url: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const term = request.body.term.trim();
      if (!term) return [];
      const ids = grantedStores(request);
      if (ids !== null && ids.length === 0) return [];
      // Stores that look alike hold products of the same name, so every hit names its store; an
      // archived store is not among the stores the user can switch to, so its products are left out.
      let query = k
        .selectFrom("products")
        .innerJoin("websites", "websites.id", "products.website_id")
        .select([
          "products.id",
          "products.website_id",
          "websites.name as website_name",
          "products.name",
          "products.desc",
          "products.preview_photo",
        ])
        .where("products.deleted_at", "is", null)
        .where("websites.archived_at", "is", null)
        .where(matchesAny<"products" | "websites">(["products.name"], term));
      if (ids !== null) query = query.where("products.website_id", "in", ids);
      // The store the user is working in comes first, so its hits are never crowded out by others.
      const active = activeWebsiteId(request);
      if (active !== null)
        query = query.orderBy(sql`case when ${sql.ref("products.website_id")} = ${active} then 0 else 1 end`);
      const rows = await query
        .orderBy("products.name")
        .orderBy("websites.name")
        .orderBy("products.id")
        .limit(PRODUCT_SEARCH_LIMIT)
        .execute();
      return rows.map((p) => ({
        id: p.id,
        website_id: p.website_id,
        website_name: p.website_name,
        name: p.name,
        description: p.desc,
        photo: ctx.urls.url(p.preview_photo),
        url: `/products/edit/${p.id}`,
      }));
    },
  );
}

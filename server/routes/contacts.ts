import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { activeWebsiteId, currentUser } from "../auth/guard.js";
import { grantedStore, grantedStores } from "../http/access.js";
import { MSG } from "../../domain/messages.js";
import type { PermissionType } from "../../domain/permissions.js";
import { CONTACT_MSG, CONTACT_RIGHTS, contactMessageSchema, contactSchema } from "../../domain/contacts.js";
import { idParam, storeQuery } from "../http/params.js";
import { autocompleteContacts, listContacts, readContact } from "../services/contacts/reads.js";
import { sendStoreMessage } from "../services/contacts/message.js";
import {
  contactOut,
  createContact,
  deleteContact,
  findContact,
  updateContact,
} from "../services/contacts/writes.js";
import { searchProducts } from "../services/search/products.js";
import { pageQuery, pageSchema } from "../http/paging.js";
import { contactDto, productSearchHit } from "../../domain/contracts/contacts.js";
import { recordVersion } from "../../domain/contracts/versions.js";
import { answeringCurrent, askedVersion } from "../http/versions.js";

/** Reading (list, detail, autocomplete) and writing need the rights the domain gives contacts. */
const READ: PermissionType = CONTACT_RIGHTS.read;
const WRITE: PermissionType = CONTACT_RIGHTS.write;

export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The contact writes take the database handle the BREAD model shares with them.
  const k = ctx.db.kysely;
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
      return listContacts(ctx, grantedStores(request), term, page);
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
      return autocompleteContacts(ctx, grantedStores(request), request.query.term);
    },
  );

  r.get(
    "/api/contacts/:id",
    {
      config: { access: { right: READ, from: { record: "contacts" } } },
      schema: { tags: ["contacts"], summary: "One contact", params: idParam, response: { 200: contactDto } },
    },
    async (request) => readContact(ctx, request.params.id),
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
      await sendStoreMessage(ctx, currentUser(request), grantedStore(request).website, request.body);
      return { message: CONTACT_MSG.messageSent };
    },
  );

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
          200: z.array(productSearchHit),
        },
      },
    },
    async (request) => {
      const term = request.body.term.trim();
      return searchProducts(ctx, grantedStores(request), activeWebsiteId(request), term);
    },
  );
}

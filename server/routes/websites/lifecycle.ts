import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentUser } from "../../auth/guard.js";
import { grantedStore } from "../../http/access.js";
import { storeCreateSchema } from "../../../domain/stores.js";
import { forbidden } from "../../errors.js";
import { archiveStore, destroyStore, restoreStore, transferStore } from "../../services/websites/writes.js";
import { createStore } from "../../services/websites/create.js";
import { loadStore, remainingAccess, summaryAccess } from "../../services/websites/reads.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import { email } from "../../../domain/validation.js";
import { STORE_MSG, websiteIdField } from "../../../domain/stores.js";
import type { StoreAccess } from "../../../domain/permissions.js";
import { websiteSummary, websiteSummaryDto } from "./common.js";
import { idParam, messageDto } from "../../http/params.js";

const websiteBody = z.object({ website_id: websiteIdField });
const withWebsite = z.object({ message: z.string(), website: websiteSummaryDto });

/** Owner or platform admin: the rights that may give a store away or delete it for good. */
function ownerOrAdmin(access: StoreAccess): void {
  if (!access.isOwner && !access.isAdmin) throw forbidden();
}

/** Create, archive, restore, destroy and transfer stores. */
export async function websiteLifecycleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const summaryOf = async (id: number, access: StoreAccess | null) =>
    websiteSummary(ctx, await loadStore(ctx, id), access);

  r.post(
    "/api/websites",
    {
      // Any signed-in user creates a store of their own (the creation rules say who may).
      config: { access: "signed-in" },
      schema: {
        tags: ["websites"],
        summary:
          "Create a store with the store creation rules (the same as POST /api/bread/Website); free plan",
        body: storeCreateSchema,
        response: { 201: websiteSummaryDto },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const store = await createStore(ctx, user, request.body);
      return reply.code(201).send(websiteSummary(ctx, store, await summaryAccess(ctx, user, store.id)));
    },
  );

  r.post(
    "/api/websites/archive",
    {
      config: { access: { right: RESOURCE_RIGHTS.Website.delete, from: "body.website_id" } },
      schema: {
        tags: ["websites"],
        summary: "Archive a store: hidden from lists, data kept, can be restored (full_admin_access)",
        body: websiteBody,
        response: { 200: withWebsite },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      await archiveStore(ctx, website);
      return {
        message: STORE_MSG.archived,
        website: await summaryOf(website.id, access.isAdmin ? null : access),
      };
    },
  );

  r.post(
    "/api/websites/restore/:id",
    {
      config: { access: { right: "full_admin_access", from: "params.id" }, changesStorefront: true },
      schema: {
        tags: ["websites"],
        summary: "Bring an archived store back (full_admin_access)",
        params: idParam,
        response: { 200: withWebsite },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      await restoreStore(ctx, website.id);
      return {
        message: STORE_MSG.restored,
        website: await summaryOf(website.id, access.isAdmin ? null : access),
      };
    },
  );

  r.post(
    "/api/websites/destroy",
    {
      config: { access: { right: "owner", from: "body.website_id" } },
      schema: {
        tags: ["websites"],
        summary:
          "Delete a store and everything in it for good (owner or admin; the SPA confirms first). Only archived or never-launched stores",
        body: websiteBody,
        response: { 200: messageDto },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      await destroyStore(ctx, website);
      return { message: STORE_MSG.destroyed };
    },
  );

  r.post(
    "/api/transfer/website",
    {
      // Any member may ask; only the owner or a platform admin may give the store away (below).
      config: { access: { right: null, from: "body.website_id" }, changesStorefront: true },
      schema: {
        tags: ["websites"],
        summary: "Give a store to another user, named by email (owner or admin); the new owner is notified",
        body: z.object({ website_id: websiteIdField, email }),
        response: { 200: withWebsite },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      ownerOrAdmin(access);
      const from = currentUser(request);
      const newOwner = await transferStore(ctx, website, request.body.email, from.name);
      // The previous owner may keep rights through a company role, or have none left.
      const after = access.isAdmin ? null : await remainingAccess(ctx, from, website.id);
      return { message: STORE_MSG.transferred(newOwner), website: await summaryOf(website.id, after) };
    },
  );
}

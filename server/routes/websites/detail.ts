import type { FastifyInstance } from "fastify";
import { tagVersion } from "../../http/versions.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore } from "../../http/access.js";
import { notFound } from "../../errors.js";
import { MSG } from "../../../domain/messages.js";
import { grantedPermissions } from "../../../domain/permissions.js";
import { storeLimits } from "../../../domain/plans.js";
import { storeUrl } from "../../../domain/stores.js";
import { websiteSummary, websiteSummaryDto } from "./common.js";
import { websiteDetail, websiteDetailDto } from "./detail-dto.js";
import { whitelistedEmailDto } from "../../../domain/contracts/store-team.js";
import { pageOf, pageQuery, pageSchema, searchQuery } from "../../http/paging.js";
import { idParam } from "../../http/params.js";
import { whitelistedEmailsPage } from "../../services/websites/detail.js";
import { loadStoreTeam } from "../../services/team/members.js";

const smallerDetailsDto = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  linkToWebsite: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  plan: z.string(),
  limits: z.record(z.string(), z.unknown()),
  is_launched: z.number(),
  is_demo: z.number(),
  address_valid: z.number(),
  stripe_valid: z.number(),
  archived_at: z.string().nullable(),
  permissions: z.array(z.string()),
});

const memberDto = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  is_owner: z.boolean(),
  company_role: z.string().nullable(),
  /** Explicit per-store entries; they override the role's defaults. */
  entries: z.array(z.object({ type: z.string(), value: z.number() })),
  /** What the member may do in the store, entries and role defaults together. */
  permissions: z.array(z.string()),
});

/** One store: the settings screen's full record, the small record every screen needs, the team. */
export async function websiteDetailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/websites/:id",
    {
      config: { access: { right: "edit_settings", from: "params.id" } },
      schema: {
        tags: ["websites"],
        summary: "A store with address, settings of every tab, limits and payment set-up (edit_settings)",
        params: idParam,
        response: { 200: websiteDetailDto },
      },
    },
    async (request, reply) => {
      const { website, access } = grantedStore(request);
      const detail = await websiteDetail(ctx, website, access.isAdmin ? null : access);
      tagVersion(reply, detail);
      return detail;
    },
  );

  r.get(
    "/api/websites/:id/smaller-details",
    {
      config: { access: { right: null, from: "params.id" } },
      schema: {
        tags: ["websites"],
        summary: "The few store fields every screen needs, with the caller's rights (any member)",
        params: idParam,
        response: { 200: smallerDetailsDto },
      },
    },
    async (request) => {
      const { website: w, access } = grantedStore(request);
      return {
        id: w.id,
        name: w.name,
        link: w.link,
        linkToWebsite: storeUrl(ctx.config.publicUrl, w),
        logo_url: ctx.urls.url(w.logo),
        favicon_url: ctx.urls.url(w.favicon),
        plan: w.plan,
        limits: storeLimits(w),
        is_launched: w.is_launched,
        is_demo: w.is_demo,
        address_valid: w.address_valid,
        stripe_valid: w.stripe_valid,
        archived_at: w.archived_at,
        permissions: grantedPermissions(access),
      };
    },
  );

  r.get(
    "/api/active/website/:id",
    {
      config: { access: { right: null, from: "params.id" } },
      schema: {
        tags: ["websites"],
        summary:
          "Check that the caller may open this store as the active one; 404 'Website not found' otherwise",
        params: idParam,
        response: { 200: websiteSummaryDto },
      },
    },
    async (request) => {
      const { website, access } = grantedStore(request);
      // An archived store cannot be the active one: it answers like a missing store.
      if (website.archived_at !== null) throw notFound(MSG.websiteNotFound);
      return websiteSummary(ctx, website, access.isAdmin ? null : access);
    },
  );

  r.get(
    "/api/websites/:id/users",
    {
      config: { access: { right: "edit_settings", from: "params.id" } },
      schema: {
        tags: ["websites"],
        summary:
          "The store's team: owner, attached users and company admins with company role and permissions (edit_settings; read-only)",
        params: idParam,
        response: { 200: z.array(memberDto) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const team = await loadStoreTeam(ctx.db.kysely, website.id);
      return team.map(({ person, access }) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        avatar_url: ctx.urls.url(person.avatar),
        is_owner: access.isOwner,
        company_role: access.companyRole,
        entries: [...access.entries],
        permissions: grantedPermissions(access),
      }));
    },
  );

  r.get(
    "/api/websites/:id/whitelisted-emails",
    {
      config: { access: { right: "edit_settings", from: "params.id" } },
      schema: {
        tags: ["websites"],
        summary: "The store's whitelisted users, 50 a page, searched by email or name (edit_settings)",
        params: idParam,
        querystring: z.object({ page: pageQuery.page, ...searchQuery }),
        response: { 200: pageSchema(whitelistedEmailDto) },
      },
    },
    async (request) => {
      const { website } = grantedStore(request);
      const perPage = 50;
      const { rows, total } = await whitelistedEmailsPage(ctx, website.id, request.query, perPage);
      return pageOf(rows, total, request.query.page, perPage);
    },
  );
}

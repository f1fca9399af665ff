import type { FastifyInstance, FastifyRequest } from "fastify";
import { answeringCurrent, askedVersion } from "../../http/versions.js";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.js";
import { grantedStore, type StoreRule } from "../../http/access.js";
import {
  addressSchema,
  contactEmailsSchema,
  departmentsSchema,
  emailField,
  flagField,
  marginField,
  officeLocationsSchema,
  settingsSaveSchema,
  STORE_MSG,
  websiteIdField,
  whitelistSchema,
  type SettingsSave,
} from "../../../domain/stores.js";
import {
  contactEmailDto,
  departmentDto,
  officeLocationDto,
  websiteDetail,
  websiteDetailDto,
} from "./detail-dto.js";
import { saveStoreSettings } from "../../services/websites/writes.js";
import { loadStore } from "../../services/websites/reads.js";
import {
  storeContactEmails,
  storeDepartments,
  storeOfficeLocations,
  storeWhitelistDomains,
  whitelistedEmailsCount,
} from "../../services/websites/detail.js";
import { RESOURCE_RIGHTS } from "../../../domain/resource-rights.js";
import { idParam } from "../../http/params.js";

/**
 * The settings tabs' saves (permission edit_settings). Each one is a transaction: a save that
 * fails half-way leaves the previous settings exactly as they were.
 */
export async function websiteSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["websites", "store settings"];

  /** Who changes a store's settings: the store's update right (404 outside it, 403 without). */
  const settingsOf = (from: StoreRule["from"]) => ({
    config: { access: { right: RESOURCE_RIGHTS.Website.update, from } },
  });
  /** Saves the sections in one transaction, in the store the declaration granted. */
  const save = async (request: FastifyRequest, input: SettingsSave) => {
    const found = grantedStore(request);
    await saveStoreSettings(ctx, found.website, input);
    return found;
  };
  const reload = (websiteId: number) => loadStore(ctx, websiteId);

  r.put(
    "/api/websites/:id/settings",
    {
      ...settingsOf("params.id"),
      schema: {
        tags,
        summary:
          "Save any settings sections (general, address, communications, whitelist, options) together, all or nothing",
        params: idParam,
        description:
          "With the version the screen read (`version` or If-Match), a store saved by someone else since answers 409 with `current`, the store's detail now, and nothing is written.",
        body: settingsSaveSchema,
        response: { 200: z.object({ message: z.string(), website: websiteDetailDto }) },
      },
    },
    async (request) => {
      const version = askedVersion(request) ?? undefined;
      const { access } = await answeringCurrent(
        () => save(request, { ...request.body, version }),
        async () => {
          const found = grantedStore(request);
          const now = await reload(request.params.id);
          return websiteDetail(ctx, now, found.access.isAdmin ? null : found.access);
        },
      );
      const website = await websiteDetail(
        ctx,
        await reload(request.params.id),
        access.isAdmin ? null : access,
      );
      return { message: STORE_MSG.settingsUpdated, website };
    },
  );

  r.post(
    "/api/update/website/address",
    {
      ...settingsOf("body.website_id"),
      schema: {
        tags,
        summary:
          "Save the store address (country defaults to US); answers whether it is complete (address_valid)",
        body: z.object({ website_id: websiteIdField }).and(addressSchema),
        response: { 200: z.object({ message: z.string(), address_valid: z.number() }) },
      },
    },
    async (request) => {
      const { website_id, ...address } = request.body;
      await save(request, { address });
      const { address_valid } = await reload(website_id);
      return { message: STORE_MSG.addressUpdated, address_valid };
    },
  );

  r.post(
    "/api/website/margin",
    {
      ...settingsOf("body.website_id"),
      schema: {
        tags,
        summary: "Set the store margin, a multiplier of at least 1",
        body: z.object({ website_id: websiteIdField, margin: marginField }),
        response: { 200: z.object({ message: z.string(), margin: z.number() }) },
      },
    },
    async (request) => {
      await save(request, { margin: request.body.margin });
      return { message: STORE_MSG.marginUpdated, margin: request.body.margin };
    },
  );

  r.post(
    "/api/update/website/departments",
    {
      ...settingsOf("body.website_id"),
      schema: {
        tags,
        summary:
          "Replace the store's departments: rows with id are kept or renamed, without id added, missing removed",
        body: z.object({ website_id: websiteIdField, departments: departmentsSchema }),
        response: { 200: z.object({ message: z.string(), departments: z.array(departmentDto) }) },
      },
    },
    async (request) => {
      await save(request, { departments: request.body.departments });
      const departments = await storeDepartments(ctx.db.kysely, request.body.website_id);
      return { message: STORE_MSG.departmentsUpdated, departments };
    },
  );

  r.post(
    "/api/update/website/locations",
    {
      ...settingsOf("body.website_id"),
      schema: {
        tags,
        summary: "Add or change office locations and delete the ids in office_to_delete",
        body: z.object({
          website_id: websiteIdField,
          office_locations: officeLocationsSchema.default([]),
          office_to_delete: z.array(z.number().int().positive()).max(500).default([]),
        }),
        response: { 200: z.object({ message: z.string(), office_locations: z.array(officeLocationDto) }) },
      },
    },
    async (request) => {
      const { website_id, office_locations, office_to_delete } = request.body;
      await save(request, { office_locations, office_to_delete });
      const rows = await storeOfficeLocations(ctx.db.kysely, website_id);
      return { message: STORE_MSG.locationsUpdated, office_locations: rows };
    },
  );

  r.put(
    "/api/website/tax-exempt/:id",
    {
      ...settingsOf("params.id"),
      schema: {
        tags,
        summary: "Mark the store tax exempt or not",
        params: idParam,
        body: z.object({ tax_exempt: flagField }),
        response: { 200: z.object({ message: z.string(), tax_exempt: z.number() }) },
      },
    },
    async (request) => {
      await save(request, { tax_exempt: request.body.tax_exempt });
      return { message: STORE_MSG.taxExemptUpdated, tax_exempt: request.body.tax_exempt };
    },
  );

  r.post(
    "/api/websites/emails",
    {
      ...settingsOf("body.website_id"),
      schema: {
        tags,
        summary: "Set the recipient's email address: where order and contact-form mails of the store go",
        body: z.object({ website_id: websiteIdField, email: emailField.nullable() }),
        response: { 200: z.object({ message: z.string(), recipient_email: z.string().nullable() }) },
      },
    },
    async (request) => {
      await save(request, { recipient_email: request.body.email });
      return { message: STORE_MSG.recipientUpdated, recipient_email: request.body.email };
    },
  );

  r.post(
    "/api/websites/save/emails",
    {
      ...settingsOf("body.website_id"),
      schema: {
        tags,
        summary: "Replace the store contact emails (shown to buyers), each with an optional label",
        body: z.object({ website_id: websiteIdField, store_contact_emails: contactEmailsSchema }),
        response: { 200: z.object({ message: z.string(), store_contact_emails: z.array(contactEmailDto) }) },
      },
    },
    async (request) => {
      const { website_id, store_contact_emails } = request.body;
      await save(request, { store_contact_emails });
      const rows = await storeContactEmails(ctx.db.kysely, website_id);
      return { message: STORE_MSG.contactEmailsUpdated, store_contact_emails: rows };
    },
  );

  r.post(
    "/api/websites/whitelisted/emails/:id",
    {
      ...settingsOf("params.id"),
      schema: {
        tags,
        summary:
          "Whitelist: replace the domains (whitelist_emails), add users not yet present (whitelisted_emails), remove users by address",
        params: idParam,
        body: whitelistSchema,
        response: {
          200: z.object({
            message: z.string(),
            whitelist_emails: z.array(z.string()),
            whitelisted_emails_total: z.number(),
          }),
        },
      },
    },
    async (request) => {
      await save(request, request.body);
      const [domains, total] = await Promise.all([
        storeWhitelistDomains(ctx, request.params.id),
        whitelistedEmailsCount(ctx, request.params.id),
      ]);
      return {
        message: STORE_MSG.whitelistUpdated,
        whitelist_emails: domains.map((d) => d.domain),
        whitelisted_emails_total: total,
      };
    },
  );
}

import { z } from "zod";
import { recordVersion } from "../../../../domain/contracts/versions.js";
import { resolveLimits } from "../../../../domain/plans.js";
import { settingsSaveSchema, storeCreateSchema } from "../../../../domain/stores.js";
import { fromJson } from "../../../db/json.js";
import type { Website } from "../../../db/schema.js";
import { RESOURCE_RIGHTS } from "../../../../domain/resource-rights.js";
import { archiveStore, saveStoreSettings } from "../../../services/websites/writes.js";
import { createStore } from "../../../services/websites/create.js";
import { loadStore } from "../../../services/websites/reads.js";
import type { BreadModel, RecordWrite } from "../model.js";
import { flag, jsonObject, pictureUrl, timestamp } from "../record-types.js";

/** A store as BREAD answers it: its row without storage keys, its pictures' URLs, its plan's limits. */
const websiteRecord = z
  .object({
    id: z.number(),
    user_id: z.number(),
    company_id: z.number().nullable(),
    name: z.string(),
    link: z.string(),
    domain: z.string().nullable(),
    plan: z.string(),
    is_launched: flag,
    is_demo: flag,
    amount_of_products: z.number(),
    address_valid: flag,
    stripe_valid: flag,
    margin: z.number(),
    tax_exempt: flag,
    recipient_email: z.string().nullable(),
    second_payment: flag,
    launched_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    archived_at: timestamp.nullable(),
    version: recordVersion,
    logo_url: pictureUrl,
    favicon_url: pictureUrl,
    limits: jsonObject.describe("the plan's limits with the store's own overrides"),
    mail_configuration: jsonObject,
    entry_modal: jsonObject,
  })
  .strict();

export const websiteModel: BreadModel = {
  name: "Website",
  table: "websites",
  scope: "self",
  rights: RESOURCE_RIGHTS.Website,
  columns: [
    "id",
    "user_id",
    "company_id",
    "name",
    "link",
    "domain",
    "logo",
    "favicon",
    "plan",
    "is_launched",
    "is_demo",
    "limits",
    "amount_of_products",
    "address_valid",
    "stripe_valid",
    "margin",
    "tax_exempt",
    "recipient_email",
    "mail_configuration",
    "entry_modal",
    "second_payment",
    "launched_at",
    "created_at",
    "updated_at",
    "archived_at",
    "version",
  ],
  filters: {
    user_id: "int",
    company_id: "int",
    is_launched: "flag",
    is_demo: "flag",
    plan: "text",
    created_at: "date",
  },
  sorts: ["id", "name", "created_at", "plan", "is_launched"],
  defaultSort: ["created_at", "DESC"],
  search: ["name", "link"],
  softDelete: "archived_at",
  // A new store is created as the store screen creates it: the creation rules, its link, its event.
  accountService: {
    create: async (input, w) => (await createStore(w.ctx, w.user, storeCreateSchema.parse(input))).id,
  },
  // A store's record changes as its settings screen saves it, and a delete archives it as the
  // Archive action does: the same functions, rules and side effects.
  service: {
    update: async (input, w) => {
      const settings = { ...settingsSaveSchema.parse(input), version: w.version ?? undefined };
      await saveStoreSettings(w.ctx, await fullStore(w), settings);
    },
    delete: async (w) => {
      await archiveStore(w.ctx, await fullStore(w));
    },
  },
  bodies: { create: storeCreateSchema, update: settingsSaveSchema },
  record: websiteRecord,
  toDto: ({ logo, favicon, limits, mail_configuration, entry_modal, ...row }, ctx) => ({
    ...row,
    logo_url: ctx.urls.url(logo as string | null),
    favicon_url: ctx.urls.url(favicon as string | null),
    limits: resolveLimits(row.plan, limits),
    mail_configuration: fromJson(mail_configuration, {}),
    entry_modal: fromJson(entry_modal, {}),
  }),
};

/** The whole store row (BREAD reads only its listed columns). */
function fullStore(w: RecordWrite): Promise<Website> {
  return loadStore(w.ctx, w.id);
}

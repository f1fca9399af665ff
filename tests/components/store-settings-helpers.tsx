import { screen, waitFor } from "@testing-library/react";
import type { WebsiteDetail } from "../../domain/contracts/store-settings";
import { PERMISSION_TYPES } from "../../domain/permissions";
import { PLANS as PLAN_TABLE } from "../../domain/plans";
import { acme, openApp, stubShell, users } from "./shell-helpers";
import type { Handler } from "./api";

/** A realistic GET /api/websites/7 answer for the owner. */
export function makeDetail(overrides: Partial<WebsiteDetail> = {}): WebsiteDetail {
  return {
    id: 7,
    version: 1,
    name: "Acme Merch",
    link: "acme",
    linkToWebsite: "http://localhost:3000/store/acme",
    domain: null,
    logo_url: null,
    favicon_url: null,
    plan: "free",
    plan_name: "Free",
    is_launched: 0,
    is_demo: 0,
    limits: {
      giftcards: false,
      discounts: false,
      products: 50,
      users: 3,
      patterns: "last",
      custom_domain: false,
    },
    amount_of_products: 0,
    products_count: 12,
    address_valid: 0,
    stripe_valid: 0,
    margin: 1.5,
    tax_exempt: 0,
    archived_at: null,
    updated_at: "2026-01-01T00:00:00.000Z",
    recipient_email: "orders@acme.test",
    mail_configuration: {
      order_confirmation: true,
      shipping_update: true,
      contact_form: true,
      copy_to_recipient: false,
      sender_name: null,
      reply_to: null,
    },
    entry_modal: { enabled: false, title: null, content: null, button_text: null },
    user: { id: 10, name: "Olivia Owner", email: "owner@example.com" },
    address: null,
    departments: [{ id: 1, name: "Sales" }],
    office_locations: [],
    store_contact_emails: [],
    whitelist_emails: [],
    whitelisted_emails_total: 0,
    smtp: null,
    permissions: [...PERMISSION_TYPES],
    ...overrides,
  };
}

/** The server's own plan table, as GET /api/plans answers it (the first two tiers are enough here). */
export const PLANS = [PLAN_TABLE.free, PLAN_TABLE.starter];

/** The owner of store 7 on /websites/7 (or `path`), the shell and the store answered. */
export function openSettings(
  path = "/websites/7",
  handlers: Record<string, Handler> = {},
  detail: WebsiteDetail = makeDetail(),
) {
  const api = stubShell(users.owner, [acme], {
    "GET /api/websites/7": () => ({ body: detail }),
    "GET /api/plans": () => ({ body: PLANS }),
    ...handlers,
  });
  openApp(users.owner, path);
  return api;
}

export const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

/** Waits for the page to be past its skeleton. */
export const findTab = (name: string) => screen.findByRole("tab", { name }, { timeout: 8000 });

/** The helper text react-admin shows under an input (its aria-describedby). */
export function helperOf(input: HTMLElement): string {
  const id = input.getAttribute("aria-describedby") ?? "";
  return id
    .split(" ")
    .map((part) => document.getElementById(part)?.textContent ?? "")
    .join(" ");
}

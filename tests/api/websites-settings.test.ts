import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../domain/messages.js";
import { STORE_MSG } from "../../domain/stores.js";
import { importCsv } from "../helpers/imports.js";
import { call, createTestApp, type TestApp } from "../helpers/test-app.js";
import { actors, csvForm, expectStoreGuards, imageForm, type Actors } from "./websites-helpers.js";

let t: TestApp;
let a: Actors;

beforeAll(async () => {
  t = await createTestApp();
  a = await actors(t);
});
afterAll(() => t.close());

const detail = async (id: number, token = a.primary) =>
  (await call(t.app, "GET", `/api/websites/${id}`, { token })).json<Record<string, unknown>>();

/** A trigger that fails any insert of a row named FAIL: a failure half-way through a save. */
async function failOnInsert(table: "office_locations" | "departments"): Promise<void> {
  const k = t.db.kysely;
  if (t.dialect === "sqlite") {
    await sql
      .raw(
        `CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} WHEN NEW.name = 'FAIL' BEGIN SELECT RAISE(ABORT, 'forced'); END`,
      )
      .execute(k);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION fail_${table}() RETURNS trigger AS $$ BEGIN IF NEW.name = 'FAIL' THEN RAISE EXCEPTION 'forced'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    )
    .execute(k);
  await sql
    .raw(
      `CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_${table}()`,
    )
    .execute(k);
}

describe("POST /api/update/website/address", () => {
  it("saves the address with country US by default and computes address_valid", async () => {
    const partial = await call(t.app, "POST", "/api/update/website/address", {
      token: a.primary,
      body: { website_id: a.events, street: "1 Main St", city: "Springfield" },
    });
    expect(partial.status).toBe(200);
    expect(partial.json()).toEqual({ message: STORE_MSG.addressUpdated, address_valid: 0 });
    const full = await call(t.app, "POST", "/api/update/website/address", {
      token: a.primary,
      body: { website_id: a.events, street: "1 Main St", city: "Springfield", postal: "62701", state: "IL" },
    });
    expect(full.json()).toMatchObject({ address_valid: 1 });
    expect(await detail(a.events)).toMatchObject({
      address_valid: 1,
      address: { country: "US", state: "IL" },
    });
    // Outside the US no state is needed.
    const pl = await call(t.app, "POST", "/api/update/website/address", {
      token: a.primary,
      body: { website_id: a.events, street: "Prosta 1", city: "Warszawa", postal: "00-001", country: "pl" },
    });
    expect(pl.json()).toMatchObject({ address_valid: 1 });
  });

  it("rejects a state or country not in the list (422), and answers 401/404/403", async () => {
    const bad = await call(t.app, "POST", "/api/update/website/address", {
      token: a.primary,
      body: { website_id: a.events, state: "Atlantis" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ state: "Choose a state from the list." });
    const country = await call(t.app, "POST", "/api/update/website/address", {
      token: a.primary,
      body: { website_id: a.events, country: "XX" },
    });
    expect(country.json().errors).toEqual({ country: "Choose a country from the list." });
  });
});

describe("POST /api/website/margin", () => {
  it("sets a margin of at least 1", async () => {
    const ok = await call(t.app, "POST", "/api/website/margin", {
      token: a.primary,
      body: { website_id: a.events, margin: 1.25 },
    });
    expect(ok.json()).toEqual({ message: STORE_MSG.marginUpdated, margin: 1.25 });
    const low = await call(t.app, "POST", "/api/website/margin", {
      token: a.primary,
      body: { website_id: a.events, margin: 0.5 },
    });
    expect(low.status).toBe(422);
    expect(low.json().message).toBe("Value must be greater than or equal to 1");
  });
});

describe("departments", () => {
  it("replaces the list: keeps and renames by id, adds, removes ('Departments successfully updated')", async () => {
    const first = await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: { website_id: a.events, departments: [{ name: "Sales" }, { name: "Support" }] },
    });
    expect(first.status).toBe(200);
    expect(first.json().message).toBe("Departments successfully updated");
    const [sales, support] = first.json<{ departments: { id: number; name: string }[] }>().departments;
    // Swapping names in one save works despite the unique name per store.
    const swapped = await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: {
        website_id: a.events,
        departments: [
          { id: sales!.id, name: "Support" },
          { id: support!.id, name: "Sales" },
          { name: "Design" },
        ],
      },
    });
    expect(swapped.json<{ departments: unknown[] }>().departments).toEqual([
      { id: sales!.id, name: "Support" },
      { id: support!.id, name: "Sales" },
      { id: expect.any(Number), name: "Design" },
    ]);
    const removed = await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: { website_id: a.events, departments: [{ id: support!.id, name: "Sales" }] },
    });
    expect(removed.json<{ departments: unknown[] }>().departments).toEqual([
      { id: support!.id, name: "Sales" },
    ]);
  });

  it("refuses duplicates, foreign ids and empty names with the field named", async () => {
    const dup = await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: { website_id: a.events, departments: [{ name: "A" }, { name: "a" }] },
    });
    expect(dup.status).toBe(422);
    expect(dup.json().errors).toEqual({ "departments.1.name": STORE_MSG.duplicate });
    const foreign = await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: { website_id: a.events, departments: [{ id: 999999, name: "X" }] },
    });
    expect(foreign.json().errors).toEqual({ "departments.0.id": "Not found." });
    const empty = await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: { website_id: a.events, departments: [{ name: "" }] },
    });
    expect(empty.json().message).toBe(MSG.required);
  });
});

describe("office locations", () => {
  it("adds, changes and deletes with office_to_delete ('Office locations successfully updated')", async () => {
    const created = await call(t.app, "POST", "/api/update/website/locations", {
      token: a.primary,
      body: {
        website_id: a.events,
        office_locations: [
          { name: "HQ", street: "1 Main St", city: "Austin", state: "TX", postal: "73301" },
          { name: "Warehouse", country: "CA" },
        ],
      },
    });
    expect(created.status).toBe(200);
    expect(created.json().message).toBe("Office locations successfully updated");
    const [hq, warehouse] = created.json<{
      office_locations: { id: number; name: string; country: string }[];
    }>().office_locations;
    expect(hq).toMatchObject({ name: "HQ", country: "US" });
    const changed = await call(t.app, "POST", "/api/update/website/locations", {
      token: a.primary,
      body: {
        website_id: a.events,
        office_locations: [{ id: hq!.id, name: "Head office", country: "US" }],
        office_to_delete: [warehouse!.id],
      },
    });
    expect(changed.json<{ office_locations: unknown[] }>().office_locations).toEqual([
      expect.objectContaining({ id: hq!.id, name: "Head office" }),
    ]);
  });

  it("refuses a location without a name", async () => {
    const res = await call(t.app, "POST", "/api/update/website/locations", {
      token: a.primary,
      body: { website_id: a.events, office_locations: [{ city: "Nowhere" }] },
    });
    expect(res.status).toBe(422);
    expect(res.json().errors).toEqual({ "office_locations.0.name": MSG.required });
  });
});

describe("communications", () => {
  it("sets the recipient's email address ('Receipent's email address successfully updated')", async () => {
    const res = await call(t.app, "POST", "/api/websites/emails", {
      token: a.primary,
      body: { website_id: a.events, email: "Orders@Acme.example" },
    });
    expect(res.json()).toEqual({
      message: "Receipent's email address successfully updated",
      recipient_email: "orders@acme.example",
    });
    const bad = await call(t.app, "POST", "/api/websites/emails", {
      token: a.primary,
      body: { website_id: a.events, email: "x" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().message).toBe(MSG.invalidEmail);
  });

  it("replaces the store contact emails", async () => {
    const res = await call(t.app, "POST", "/api/websites/save/emails", {
      token: a.primary,
      body: {
        website_id: a.events,
        store_contact_emails: [
          { email: "help@acme.example", label: "Support" },
          { email: "sales@acme.example" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json<{ store_contact_emails: unknown[] }>().store_contact_emails).toEqual([
      { id: expect.any(Number), email: "help@acme.example", label: "Support" },
      { id: expect.any(Number), email: "sales@acme.example", label: null },
    ]);
    const dup = await call(t.app, "POST", "/api/websites/save/emails", {
      token: a.primary,
      body: { website_id: a.events, store_contact_emails: [{ email: "a@b.co" }, { email: "A@b.co" }] },
    });
    expect(dup.json().errors).toEqual({ "store_contact_emails.1.email": STORE_MSG.duplicate });
  });
});

describe("whitelist", () => {
  it("replaces domains, adds users only if not already present, removes by address", async () => {
    const url = `/api/websites/whitelisted/emails/${a.events}`;
    const first = await call(t.app, "POST", url, {
      token: a.primary,
      body: {
        whitelist_emails: ["acme.example", "https://Partner.example/"],
        whitelisted_emails: [{ email: "guest@x.example", name: "Guest" }],
      },
    });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({
      message: STORE_MSG.whitelistUpdated,
      whitelist_emails: ["acme.example", "partner.example"],
      whitelisted_emails_total: 1,
    });
    const again = await call(t.app, "POST", url, {
      token: a.primary,
      body: { whitelisted_emails: [{ email: "GUEST@x.example" }, { email: "second@x.example" }] },
    });
    expect(again.json()).toMatchObject({
      whitelist_emails: ["acme.example", "partner.example"],
      whitelisted_emails_total: 2,
    });
    const removed = await call(t.app, "POST", url, {
      token: a.primary,
      body: { remove_whitelisted_emails: ["guest@x.example"] },
    });
    expect(removed.json()).toMatchObject({ whitelisted_emails_total: 1 });
    const bad = await call(t.app, "POST", url, {
      token: a.primary,
      body: { whitelist_emails: ["not a domain"] },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ "whitelist_emails.0": STORE_MSG.domainInvalid });
    const page = await call(t.app, "GET", `/api/websites/${a.events}/whitelisted-emails?search=second`, {
      token: a.primary,
    });
    expect(page.json()).toMatchObject({ total: 1, data: [{ email: "second@x.example" }] });
  });
});

describe("CSV user import", () => {
  const url = () => `/api/upload/users/${a.events}/whitelisted_emails`;

  it("imports whitelisted users, skipping those present ('Users imported successfully!')", async () => {
    const res = await importCsv(t.app, url(), {
      token: a.primary,
      body: csvForm(
        "users.csv",
        "\uFEFFEmail,Name\nann@x.example,Ann\nbob@x.example,\n\nsecond@x.example,Already there\n",
      ),
    });
    expect(res.status).toBe(202);
    expect(res.json()).toMatchObject({ status: "queued", done: 0, total: 3 });
    expect(res.job).toEqual({
      id: res.json<{ id: number }>().id,
      status: "done",
      done: 3,
      total: 3,
      message: "Users imported successfully!",
      created: 2,
      skipped: 1,
    });
  });

  it("refuses a file that is not .csv with the spec's message", async () => {
    const res = await call(t.app, "POST", url(), {
      token: a.primary,
      body: csvForm("users.xlsx", "email\na@b.co\n"),
    });
    expect(res.status).toBe(422);
    expect(res.json().message).toBe("Please upload file in csv extension.");
  });

  it("reports every bad row and imports nothing", async () => {
    const before = await t.db.kysely
      .selectFrom("whitelisted_emails")
      .select("id")
      .where("website_id", "=", a.events)
      .execute();
    const res = await call(t.app, "POST", url(), {
      token: a.primary,
      body: csvForm("users.csv", "email,name\ngood@x.example,Good\nnot-an-email,Bad\n,Empty\n"),
    });
    expect(res.status).toBe(422);
    expect(res.json().errors).toEqual({
      "rows.3.email": "Row 3: E-mail must be valid",
      "rows.4.email": "Row 4: This element is required",
    });
    const after = await t.db.kysely
      .selectFrom("whitelisted_emails")
      .select("id")
      .where("website_id", "=", a.events)
      .execute();
    expect(after.length).toBe(before.length);
    const noColumn = await call(t.app, "POST", url(), {
      token: a.primary,
      body: csvForm("u.csv", "mail\na@b.co\n"),
    });
    expect(noColumn.json().message).toBe(STORE_MSG.csvNoColumn("email"));
  });

  it("imports domains", async () => {
    const res = await importCsv(t.app, `/api/upload/users/${a.events}/whitelist_domains`, {
      token: a.primary,
      body: csvForm("d.csv", "domain\nacme.example\nnew.example\n"),
    });
    expect(res.job).toMatchObject({
      status: "done",
      message: STORE_MSG.usersImported,
      created: 1,
      skipped: 1,
    });
    expect(
      (
        await call(t.app, "POST", `/api/upload/users/${a.events}/contacts`, {
          token: a.primary,
          body: csvForm("d.csv", "x"),
        })
      ).status,
    ).toBe(400);
  });
});

describe("logo and favicon", () => {
  it("stores a resized logo and a 64 px favicon as public files", async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#4F4BE0" } })
      .png()
      .toBuffer();
    const logo = await call(t.app, "POST", `/api/websites/${a.events}/logo`, {
      token: a.primary,
      body: imageForm("logo.png", png),
    });
    expect(logo.status).toBe(200);
    const logoUrl = logo.json<{ logo_url: string }>().logo_url;
    expect(logoUrl).toMatch(/^\/files\/public\/websites\/\d+\/logo-[0-9a-f]+\.png$/);
    const served = await t.app.inject({ method: "GET", url: logoUrl });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(512);
    const favicon = await call(t.app, "POST", `/api/websites/${a.events}/favicon`, {
      token: a.primary,
      body: imageForm("f.png", png),
    });
    const icon = await t.app.inject({
      method: "GET",
      url: favicon.json<{ favicon_url: string }>().favicon_url,
    });
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
    // Replacing removes the old file.
    const again = await call(t.app, "POST", `/api/websites/${a.events}/logo`, {
      token: a.primary,
      body: imageForm("logo.jpg", png, "image/jpeg"),
    });
    expect(again.status).toBe(200);
    expect((await t.app.inject({ method: "GET", url: logoUrl })).statusCode).toBe(404);
    const removed = await call(t.app, "DELETE", `/api/websites/${a.events}/logo`, { token: a.primary });
    expect(removed.json()).toMatchObject({ logo_url: null });
  });

  it("refuses what is not a PNG or JPG", async () => {
    const res = await call(t.app, "POST", `/api/websites/${a.events}/logo`, {
      token: a.primary,
      body: imageForm("logo.png", Buffer.from("not an image")),
    });
    expect(res.status).toBe(422);
    expect(res.json().message).toBe(STORE_MSG.imagesOnly);
    const gif = await call(t.app, "POST", `/api/websites/${a.events}/logo`, {
      token: a.primary,
      body: imageForm("logo.gif", Buffer.from("GIF89a")),
    });
    expect(gif.json().message).toBe(STORE_MSG.imagesOnly);
  });
});

describe("PUT /api/websites/{id}/settings", () => {
  it("saves several tabs together", async () => {
    const res = await call(t.app, "PUT", `/api/websites/${a.events}/settings`, {
      token: a.primary,
      body: {
        name: "Acme Events 2026",
        link: "acme-events-2026",
        margin: 1.5,
        tax_exempt: true,
        mail_configuration: { contact_form: false, reply_to: "Reply@Acme.example" },
        entry_modal: { enabled: true, title: "Welcome", content: "Staff only" },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      message: STORE_MSG.settingsUpdated,
      website: {
        name: "Acme Events 2026",
        link: "acme-events-2026",
        margin: 1.5,
        tax_exempt: 1,
        mail_configuration: { contact_form: false, order_confirmation: true, reply_to: "reply@acme.example" },
        entry_modal: { enabled: true, title: "Welcome" },
      },
    });
  });

  it("refuses a taken link (409) and a custom domain the plan does not allow (422)", async () => {
    const taken = await call(t.app, "PUT", `/api/websites/${a.events}/settings`, {
      token: a.primary,
      body: { link: "acme-team-store" },
    });
    expect(taken.status).toBe(409);
    expect(taken.json().message).toBe(STORE_MSG.linkTaken);
    const bad = await call(t.app, "PUT", `/api/websites/${a.events}/settings`, {
      token: a.primary,
      body: { link: "Not A Slug!" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toEqual({ link: STORE_MSG.linkInvalid });
    const domain = await call(t.app, "PUT", `/api/websites/${a.events}/settings`, {
      token: a.primary,
      body: { domain: "shop.acme.example" },
    });
    expect(domain.status).toBe(422);
    expect(domain.json().message).toBe(
      "Custom domains are not available in your plan. Upgrade your plan to use your own domain.",
    );
    // The pro store may.
    const pro = await call(t.app, "PUT", `/api/websites/${a.team}/settings`, {
      token: a.primary,
      body: { domain: "shop.acme.example" },
    });
    expect(pro.json()).toMatchObject({
      website: { domain: "shop.acme.example", linkToWebsite: "https://shop.acme.example" },
    });
  });

  it("leaves the previous settings intact when the save fails half-way", async () => {
    await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: { website_id: a.events, departments: [{ name: "Before" }] },
    });
    const before = await detail(a.events);
    await failOnInsert("office_locations");
    const res = await call(t.app, "PUT", `/api/websites/${a.events}/settings`, {
      token: a.primary,
      body: {
        name: "Half saved",
        address: { street: "9 Elm St", city: "Reno", postal: "89501", state: "NV" },
        departments: [{ name: "After" }],
        office_locations: [{ name: "Fine" }, { name: "FAIL" }],
      },
    });
    expect(res.status).toBe(500);
    expect(res.json().message).toBe(MSG.somethingWrong);
    const after = await detail(a.events);
    expect(after.name).toBe(before.name);
    expect(after.departments).toEqual(before.departments);
    expect(after.address).toEqual(before.address);
    expect(after.office_locations).toEqual(before.office_locations);
  });

  it("rolls a one-section save back too", async () => {
    await failOnInsert("departments");
    const before = (await detail(a.events)).departments as { id: number; name: string }[];
    const res = await call(t.app, "POST", "/api/update/website/departments", {
      token: a.primary,
      body: { website_id: a.events, departments: [{ id: before[0]!.id, name: "Renamed" }, { name: "FAIL" }] },
    });
    expect(res.status).toBe(500);
    expect((await detail(a.events)).departments).toEqual(before);
  });
});

describe("BREAD Website update", () => {
  it("saves the settings fields through PUT /api/bread/Website/{id} with the same rules", async () => {
    const res = await call(t.app, "PUT", `/api/bread/Website/${a.tees}`, {
      token: a.owner,
      body: { entry_modal: { enabled: true, title: "Hi" }, recipient_email: "me@oscar.example" },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      entry_modal: { enabled: true, title: "Hi" },
      recipient_email: "me@oscar.example",
    });
    const taken = await call(t.app, "PUT", `/api/bread/Website/${a.tees}`, {
      token: a.owner,
      body: { link: "acme-team-store" },
    });
    expect(taken.status).toBe(409);
  });
});

describe("tax exempt", () => {
  it("switches the flag", async () => {
    const res = await call(t.app, "PUT", `/api/website/tax-exempt/${a.tees}`, {
      token: a.owner,
      body: { tax_exempt: 1 },
    });
    expect(res.json()).toEqual({ message: STORE_MSG.taxExemptUpdated, tax_exempt: 1 });
    expect(
      (
        await call(t.app, "PUT", `/api/website/tax-exempt/${a.tees}`, {
          token: a.owner,
          body: { tax_exempt: "yes" },
        })
      ).status,
    ).toBe(422);
  });
});

describe("every settings save refuses 401, 404 outside the store and 403 with edit_settings at 0", () => {
  it("checks each route", async () => {
    const routes = [
      (id: number) => ({ method: "PUT" as const, url: `/api/websites/${id}/settings`, body: { name: "X" } }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/update/website/address",
        body: { website_id: id },
      }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/website/margin",
        body: { website_id: id, margin: 2 },
      }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/update/website/departments",
        body: { website_id: id, departments: [] },
      }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/update/website/locations",
        body: { website_id: id },
      }),
      (id: number) => ({
        method: "PUT" as const,
        url: `/api/website/tax-exempt/${id}`,
        body: { tax_exempt: 0 },
      }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/websites/emails",
        body: { website_id: id, email: null },
      }),
      (id: number) => ({
        method: "POST" as const,
        url: "/api/websites/save/emails",
        body: { website_id: id, store_contact_emails: [] },
      }),
      (id: number) => ({ method: "POST" as const, url: `/api/websites/whitelisted/emails/${id}`, body: {} }),
      (id: number) => ({ method: "GET" as const, url: `/api/websites/${id}/whitelisted-emails` }),
      (id: number) => ({ method: "DELETE" as const, url: `/api/websites/${id}/logo` }),
      (id: number) => ({
        method: "POST" as const,
        url: `/api/upload/users/${id}/whitelisted_emails`,
        body: csvForm("a.csv", "email\na@b.co\n"),
      }),
    ];
    for (const route of routes) await expectStoreGuards(t, a, route);
  });
});

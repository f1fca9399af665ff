import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { MSG } from "../../domain/messages.js";
import { waitForMails } from "../helpers/mails.js";
import { call, createTestApp, login, type TestApp } from "../helpers/test-app.js";

/** A 422 answer: the first message per field. */
type Invalid = { message: string; errors: Record<string, string> };

let t: TestApp;
let admin: string, owner: string, designer: string;
const uid: Record<string, number> = {};

const userRow = (id: number) =>
  t.db.kysely.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

/** A fresh account through the real sign-up, for tests that deactivate or delete it. */
async function register(name: string): Promise<{ id: number; token: string }> {
  const email = `${name}@example.net`;
  const res = await call(t.app, "POST", "/api/register", {
    body: { name, email, password: "password123", password_confirmation: "password123" },
  });
  expect(res.status).toBe(201);
  const body = res.json<{ user: { id: number }; access_token: string }>();
  return { id: body.user.id, token: body.access_token };
}

function form(
  file: { data: Buffer; name: string; type: string } | null,
  fields: Record<string, string> = {},
): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append("file", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return data;
}

const pdf = (extra = "") => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${extra}%%EOF\n`);

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner, designer] = await Promise.all(
    ["admin", "owner", "designer"].map((u) => login(t.app, `${u}@example.com`)),
  );
  for (const row of await t.db.kysely.selectFrom("users").select(["id", "email"]).execute())
    uid[row.email.split("@")[0]!] = row.id;
});
afterAll(async () => {
  // See dashboard.test.ts: let the PostgreSQL pool close before the helper drops the database.
  await t.app.close();
  await t.db.close();
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.close();
});

describe("PUT /api/users/{id}", () => {
  it("updates your own profile and answers with GET /api/user's shape", async () => {
    const res = await call(t.app, "PUT", `/api/users/${uid.designer}`, {
      token: designer,
      body: {
        name: "Diego D.",
        page_view: 50,
        inventory_notifications: 0,
        low_inventory: 0,
        price_changes_notifications: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({
      id: uid.designer,
      name: "Diego D.",
      page_view: 50,
      inventory_notifications: 0,
      low_inventory: 0,
    });
    expect(res.json()).toHaveProperty("permissions");
  });

  it("refuses bad input with the spec's messages and changes nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ page_view: 20 }, "page_view", "Choose one of: 10, 15, 25, 50, 75, 100."],
      [{ name: "" }, "name", MSG.required],
      [{ email: "nope" }, "email", MSG.invalidEmail],
      [{ email: "owner@example.com" }, "email", MSG.emailInUse],
      [{ password: "short", password_confirmation: "short" }, "password", MSG.passwordTooShort],
      [
        { password: "longenough1", password_confirmation: "other" },
        "password_confirmation",
        MSG.passwordMismatch,
      ],
      [
        { password: "longenough1", password_confirmation: "longenough1" },
        "current_password",
        "The current password is incorrect.",
      ],
      [{ low_inventory: 3 }, "low_inventory", "Choose 0 or 1."],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, "PUT", `/api/users/${uid.designer}`, { token: designer, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json<Invalid>().errors[field], field).toBe(message);
    }
    const row = await userRow(uid.designer!);
    expect(row).toMatchObject({ email: "designer@example.com", page_view: 50 });
  });

  it("changes the password with the current one and signs out the other devices", async () => {
    const other = await login(t.app, "designer@example.com");
    const res = await call(t.app, "PUT", `/api/users/${uid.designer}`, {
      token: designer,
      body: {
        password: "brand-new-pass",
        password_confirmation: "brand-new-pass",
        current_password: "demo1234",
      },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, "GET", "/api/user", { token: other })).status).toBe(401);
    expect((await call(t.app, "GET", "/api/user", { token: designer })).status).toBe(200);
    await login(t.app, "designer@example.com", "brand-new-pass");
  });

  it("changes the email: unverified again, with a confirmation mail to the new address", async () => {
    const res = await call(t.app, "PUT", `/api/users/${uid.designer}`, {
      token: designer,
      body: { email: "Diego@Example.com", current_password: "brand-new-pass" },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ email: "diego@example.com", email_verified_at: null });
    const mail = await t.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", "diego@example.com")
      .executeTakeFirst();
    expect(mail?.text).toContain("/app/verify?token=");
  });

  it("keeps role fields and other accounts to admins", async () => {
    const selfPromote = await call(t.app, "PUT", `/api/users/${uid.owner}`, {
      token: owner,
      body: { role_id: 1 },
    });
    expect(selfPromote.status).toBe(403);
    expect(selfPromote.json().message).toBe(MSG.permissionDenied);
    expect((await userRow(uid.owner!))!.role_id).toBe(2);
    expect(
      (await call(t.app, "PUT", `/api/users/${uid.designer}`, { token: owner, body: { name: "X" } })).status,
    ).toBe(403);
    const byAdmin = await call(t.app, "PUT", `/api/users/${uid.owner}`, {
      token: admin,
      body: { can_create_stores: 1, website_role: "store_owner", name: "Oscar O." },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json()).toMatchObject({ can_create_stores: true, name: "Oscar O." });
    expect(
      (await call(t.app, "PUT", "/api/users/999999", { token: admin, body: { name: "X" } })).status,
    ).toBe(404);
    const lastAdmin = await call(t.app, "PUT", `/api/users/${uid.admin}`, {
      token: admin,
      body: { role_id: 2 },
    });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.json().message).toBe(
      "This is the only platform admin. Make someone else an admin first.",
    );
    expect((await call(t.app, "PUT", `/api/users/${uid.owner}`, { body: { name: "X" } })).status).toBe(401);
  });
});

describe("PUT /api/users/updateMargin/{id}", () => {
  it("lets admins set a production margin of at least 1", async () => {
    const res = await call(t.app, "PUT", `/api/users/updateMargin/${uid.owner}`, {
      token: admin,
      body: { production_margin: 1.25 },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      message: "Custom fee updated successfully",
      id: uid.owner,
      production_margin: 1.25,
    });
    const low = await call(t.app, "PUT", `/api/users/updateMargin/${uid.owner}`, {
      token: admin,
      body: { production_margin: 0.5 },
    });
    expect(low.status).toBe(422);
    expect(low.json<Invalid>().errors.production_margin).toBe("Value must be greater than or equal to 1");
    expect(
      (
        await call(t.app, "PUT", "/api/users/updateMargin/999999", {
          token: admin,
          body: { production_margin: 2 },
        })
      ).status,
    ).toBe(404);
  });
  it("refuses everyone else, whatever the body", async () => {
    expect(
      (
        await call(t.app, "PUT", `/api/users/updateMargin/${uid.owner}`, {
          token: owner,
          body: { production_margin: 5 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t.app, "PUT", `/api/users/updateMargin/${uid.owner}`, { token: owner, body: {} })).status,
    ).toBe(403);
    expect((await userRow(uid.owner!))!.production_margin).toBe(1.25);
  });
});

describe("deactivate and delete", () => {
  it("deactivates your own account and ends its sessions", async () => {
    const fresh = await register("leaver");
    const res = await call(t.app, "PUT", "/api/users/deactivate", { token: fresh.token });
    expect(res.status).toBe(200);
    expect((await userRow(fresh.id))!.deactivated_at).not.toBeNull();
    expect((await call(t.app, "GET", "/api/user", { token: fresh.token })).status).toBe(401);
    const again = await call(t.app, "POST", "/api/login", {
      body: { email: "leaver@example.net", password: "password123" },
    });
    expect(again.status).toBe(422);
    expect((await call(t.app, "PUT", "/api/users/deactivate", { token: admin })).status).toBe(409);
    expect((await call(t.app, "PUT", "/api/users/deactivate")).status).toBe(401);
  });

  it("refuses to delete a store owner (409) or someone else's account (403)", async () => {
    const res = await call(t.app, "DELETE", `/api/users/${uid.owner}`, { token: owner });
    expect(res.status).toBe(409);
    expect(res.json().message).toBe("This user owns stores. Transfer or delete those stores first.");
    expect((await call(t.app, "DELETE", `/api/users/${uid.salesperson}`, { token: owner })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/api/users/${uid.admin}`, { token: admin })).status).toBe(409);
    expect(await userRow(uid.owner!)).toBeDefined();
  });

  it("deletes your own account with its files, and admins delete others", async () => {
    const fresh = await register("goner");
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    await call(t.app, "POST", `/api/users/${fresh.id}/avatar`, {
      token: fresh.token,
      body: form({ data: png, name: "a.png", type: "image/png" }),
    });
    const avatar = (await userRow(fresh.id))!.avatar!;
    expect(await t.app.ctx.storage.exists(avatar)).toBe(true);
    const res = await call(t.app, "DELETE", `/api/users/${fresh.id}`, { token: fresh.token });
    expect(res.status).toBe(200);
    expect(await userRow(fresh.id)).toBeUndefined();
    expect(await t.app.ctx.storage.exists(avatar)).toBe(false);
    const byAdmin = await call(t.app, "DELETE", `/api/users/${uid.client}`, { token: admin });
    expect(byAdmin.status).toBe(200);
    expect(
      await t.db.kysely.selectFrom("website_users").select("id").where("user_id", "=", uid.client!).execute(),
    ).toHaveLength(0);
  });
});

describe("POST /api/users/{id}/avatar", () => {
  it("stores a 256x256 image under a private key, served only signed", async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3366cc" } })
      .jpeg()
      .toBuffer();
    const res = await call(t.app, "POST", `/api/users/${uid.owner}/avatar`, {
      token: owner,
      body: form({ data: photo, name: "Me.JPG", type: "image/jpeg" }),
    });
    expect(res.status).toBe(200);
    const url = res.json<{ avatar_url: string }>().avatar_url;
    expect(url).toMatch(/^\/files\/signed\/avatars\//);
    const key = (await userRow(uid.owner!))!.avatar!;
    const meta = await sharp((await t.app.ctx.storage.get(key))!).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, "jpeg"]);
    expect((await call(t.app, "GET", url)).status).toBe(200);
    expect((await call(t.app, "GET", "/api/user", { token: owner })).json().avatar_url).toBe(url);
    // A new avatar replaces the old file.
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    await call(t.app, "POST", `/api/users/${uid.owner}/avatar`, {
      token: owner,
      body: form({ data: png, name: "me.png", type: "image/png" }),
    });
    expect(await t.app.ctx.storage.exists(key)).toBe(false);
  });

  it("takes PNG and JPG only, 5 MB at most, for yourself unless admin", async () => {
    const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
    const cases = [
      form({ data: Buffer.from("not an image"), name: "x.png", type: "image/png" }),
      form({ data: gif, name: "x.gif", type: "image/gif" }),
      form({ data: gif, name: "x.png", type: "image/png" }),
    ];
    for (const body of cases) {
      const res = await call(t.app, "POST", `/api/users/${uid.owner}/avatar`, { token: owner, body });
      expect(res.status).toBe(422);
      expect(res.json<Invalid>().errors.file).toBe("Please upload a PNG or JPG image.");
    }
    const none = await call(t.app, "POST", `/api/users/${uid.owner}/avatar`, {
      token: owner,
      body: { file: "x" },
    });
    expect(none.status).toBe(422);
    expect(none.json<Invalid>().errors.file).toBe(MSG.required);
    const big = await call(t.app, "POST", `/api/users/${uid.owner}/avatar`, {
      token: owner,
      body: form({ data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: "big.png", type: "image/png" }),
    });
    expect(big.status).toBe(413);
    expect(big.json().message).toBe("The image is too large. The limit is 5 MB.");
    const png = await sharp({ create: { width: 5, height: 5, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const foreign = await call(t.app, "POST", `/api/users/${uid.salesperson}/avatar`, {
      token: owner,
      body: form({ data: png, name: "a.png", type: "image/png" }),
    });
    expect(foreign.status).toBe(403);
    const byAdmin = await call(t.app, "POST", `/api/users/${uid.salesperson}/avatar`, {
      token: admin,
      body: form({ data: png, name: "a.png", type: "image/png" }),
    });
    expect(byAdmin.status).toBe(200);
  });
});

describe("tax forms", () => {
  type Form = {
    id: number;
    country_code: string;
    tax_id_type: string;
    tax_id: string;
    name: string;
    url: string;
  };

  it("serves the catalogue", async () => {
    const res = await call(t.app, "GET", "/api/tax-ids", { token: owner });
    expect(res.status).toBe(200);
    const list =
      res.json<
        { enum: string; country_code: string; example: string; name: string; description: string }[]
      >();
    expect(list.find((e) => e.enum === "us_ein")).toMatchObject({
      country_code: "US",
      example: "12-3456789",
    });
    expect(list.filter((e) => e.enum === "eu_vat")).toHaveLength(27);
    expect((await call(t.app, "GET", "/api/tax-ids")).status).toBe(401);
  });

  let uploaded: Form;
  it("uploads a PDF with a valid tax id, listed with a signed URL", async () => {
    const res = await call(t.app, "POST", "/api/upload/uploadtaxpdf", {
      token: owner,
      body: form(
        { data: pdf(), name: "w9.pdf", type: "application/pdf" },
        { country_code: "us", tax_id_type: "us_ein", tax_id: "12-3456789" },
      ),
    });
    expect(res.status).toBe(201);
    uploaded = res.json<{ form: Form }>().form;
    expect(uploaded).toMatchObject({
      country_code: "US",
      tax_id_type: "us_ein",
      tax_id: "12-3456789",
      name: "w9.pdf",
    });
    const list = (await call(t.app, "GET", "/api/upload/gettaxpdf", { token: owner })).json<Form[]>();
    expect(list.map((f) => f.id)).toEqual([uploaded.id]);
    const file = await call(t.app, "GET", list[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect((await call(t.app, "GET", "/api/upload/gettaxpdf", { token: designer })).json()).toEqual([]);
  });

  it("refuses wrong types, formats and files with messages", async () => {
    const ok = { data: pdf(), name: "f.pdf", type: "application/pdf" };
    const cases: [FormData, string, string][] = [
      [
        form(ok, { country_code: "DE", tax_id_type: "us_ein", tax_id: "12-3456789" }),
        "tax_id_type",
        "Choose a tax ID type from the list.",
      ],
      [
        form(ok, { country_code: "DE", tax_id_type: "eu_vat", tax_id: "DE12" }),
        "tax_id",
        "The tax ID does not match the expected format, e.g. DE123456789.",
      ],
      [form(ok, { country_code: "DE", tax_id_type: "eu_vat" }), "tax_id", MSG.required],
      [
        form(
          { data: Buffer.from("hello"), name: "f.pdf", type: "application/pdf" },
          { country_code: "DE", tax_id_type: "eu_vat", tax_id: "DE123456789" },
        ),
        "file",
        "Please upload a PDF file.",
      ],
      [
        form(
          { data: pdf(), name: "f.exe", type: "application/pdf" },
          { country_code: "DE", tax_id_type: "eu_vat", tax_id: "DE123456789" },
        ),
        "file",
        "Please upload a PDF file.",
      ],
      [
        form(null, { country_code: "DE", tax_id_type: "eu_vat", tax_id: "DE123456789" }),
        "file",
        MSG.required,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, "POST", "/api/upload/uploadtaxpdf", { token: owner, body });
      expect(res.status, field).toBe(422);
      expect(res.json<Invalid>().errors[field], field).toBe(message);
    }
    const big = await call(t.app, "POST", "/api/upload/uploadtaxpdf", {
      token: owner,
      body: form(
        { data: pdf("x".repeat(10 * 1024 * 1024)), name: "big.pdf", type: "application/pdf" },
        { country_code: "DE", tax_id_type: "eu_vat", tax_id: "DE123456789" },
      ),
    });
    expect(big.status).toBe(413);
    expect(big.json().message).toBe("The file is too large. The limit is 10 MB.");
    expect((await call(t.app, "GET", "/api/upload/gettaxpdf", { token: owner })).json<Form[]>()).toHaveLength(
      1,
    );
    expect((await call(t.app, "POST", "/api/upload/uploadtaxpdf", { body: form(ok) })).status).toBe(401);
  });

  it("deletes only your own forms, with the file", async () => {
    const key = (
      await t.db.kysely
        .selectFrom("tax_forms")
        .select("file")
        .where("id", "=", uploaded.id)
        .executeTakeFirstOrThrow()
    ).file;
    expect(
      (await call(t.app, "POST", "/api/upload/deletetaxpdf", { token: designer, body: { id: uploaded.id } }))
        .status,
    ).toBe(404);
    expect((await call(t.app, "POST", "/api/upload/deletetaxpdf", { token: owner, body: {} })).status).toBe(
      422,
    );
    const res = await call(t.app, "POST", "/api/upload/deletetaxpdf", {
      token: owner,
      body: { id: uploaded.id },
    });
    expect(res.status).toBe(200);
    expect(await t.app.ctx.storage.exists(key)).toBe(false);
    expect((await call(t.app, "GET", "/api/upload/gettaxpdf", { token: owner })).json()).toEqual([]);
  });
});

describe("GET /api/emails and /api/langs", () => {
  it("lists mails to your verified address with one-time links hidden", async () => {
    await call(t.app, "POST", "/api/password/email", { body: { email: "salesperson@example.com" } });
    await call(t.app, "POST", "/api/password/email", { body: { email: "owner@example.com" } });
    await waitForMails(t, "salesperson@example.com", 1);
    const sales = await login(t.app, "salesperson@example.com");
    const res = await call(t.app, "GET", "/api/emails", { token: sales });
    expect(res.status).toBe(200);
    const page = res.json<{
      total: number;
      data: { to: string; subject: string; text: string; html: string | null }[];
    }>();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ to: "salesperson@example.com", subject: "Reset your password" });
    expect(page.data[0]!.text).toContain("token=[hidden]");
    expect(page.data[0]!.html).not.toMatch(/token=(?!\[hidden\])/);
    const paged = (await call(t.app, "GET", "/api/emails?per_page=1&page=2", { token: sales })).json<{
      data: unknown[];
      last_page: number;
    }>();
    expect(paged).toMatchObject({ data: [], last_page: 1 });
  });

  it("shows nothing for an unverified address", async () => {
    // The designer changed their email above and has not confirmed it yet.
    const res = await call(t.app, "GET", "/api/emails", { token: designer });
    expect(res.json()).toMatchObject({ total: 0, data: [] });
    expect((await call(t.app, "GET", "/api/emails")).status).toBe(401);
  });

  it("lists the languages without a session", async () => {
    const res = await call(t.app, "GET", "/api/langs");
    expect(res.status).toBe(200);
    expect(res.json()).toEqual([
      { code: "en", name: "English", flag: "🇬🇧" },
      { code: "pl", name: "Polski", flag: "🇵🇱" },
    ]);
  });
});

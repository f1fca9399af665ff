import { describe, expect, it } from "vitest";
import { appUnderTest, demoApi, retype, settled, shot, signInAs, toast } from "./session.js";

/**
 * The team's one-line forms sit inside the store settings page's own form: the owner of Oscar's
 * Tees adds a whitelist domain and user, creates an invitation code, creates an access level and
 * puts a store member into it, all by clicking, and each is stored (a click once sent nothing, or
 * reloaded the page, from inside the settings form).
 */

const app = appUnderTest();

describe("the team's forms inside store settings", () => {
  it("adds a domain and a user, each stored and shown, the fields empty again, and creates a code", async () => {
    const api = await demoApi(app, "owner@example.com");
    const store = await api.storeNamed("Oscar's Tees");
    const { page, errors } = await signInAs(app, "owner@example.com", { store });
    await page.goto(`${app.server.baseUrl}/app/Website/${store}/users`);
    await settled(page);
    const whitelist = page.getByRole("region", { name: "Whitelist" });

    await retype(whitelist.getByLabel("Domain"), "walked.example");
    await whitelist.getByRole("button", { name: "Add domain" }).click();
    await whitelist
      .getByRole("button", { name: "walked.example" })
      .or(whitelist.getByText("walked.example"))
      .first()
      .waitFor();
    await expect.poll(() => whitelist.getByLabel("Domain").inputValue()).toBe("");
    const detail = await api.get<{ whitelist_emails: { domain: string }[] }>(`/api/websites/${store}`, store);
    expect(detail.whitelist_emails.map((d) => d.domain)).toContain("walked.example");

    await retype(whitelist.getByLabel("Email"), "walked.user@example.com");
    await whitelist.getByRole("button", { name: "Add user" }).click();
    await whitelist.getByText("walked.user@example.com").waitFor();
    await expect.poll(() => whitelist.getByLabel("Email").inputValue()).toBe("");
    await whitelist.scrollIntoViewIfNeeded();
    await shot(page, "store-users-whitelist-1280");

    // The invitation code form stands in the same page form: a click creates a code.
    const codes = page.getByRole("region", { name: "Invitation codes" });
    await codes.getByRole("button", { name: "Create code" }).click();
    await codes.getByText(/^Valid for \d+ uses until /).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("creates an access level on the Options tab and adds a store member to it", async () => {
    const api = await demoApi(app, "owner@example.com");
    const store = await api.storeNamed("Oscar's Tees");
    const { page, errors } = await signInAs(app, "owner@example.com", { store });
    await page.goto(`${app.server.baseUrl}/app/Website/${store}/options`);
    await settled(page);
    const levels = page.getByRole("region", { name: "Access levels" });
    await levels.scrollIntoViewIfNeeded();
    await retype(levels.getByRole("textbox", { name: /Level name/ }), "Walked level");
    await levels.getByRole("button", { name: "Create level" }).click();
    await toast(page, "Access level created").waitFor();

    const card = levels.getByRole("article").filter({ hasText: "Walked level" });
    await card.getByRole("combobox", { name: /Store user/ }).click();
    const member = page.getByRole("option").first();
    const chosen = (await member.textContent()) ?? "";
    await member.click();
    const address = await page.evaluate(() => window.location.href);
    await card.getByRole("button", { name: "Add to level" }).click();
    await toast(page, "User added to the access level").waitFor();
    // The page stays as it was (the browser once sent the inner form itself and reloaded).
    expect(await page.evaluate(() => window.location.href)).toBe(address);
    const email = /\(([^)]+)\)$/.exec(chosen)?.[1];
    expect(email).toBeTruthy();
    await card.getByText(email ?? "").waitFor();
    const stored = await api.get<{ name: string; users: { email: string }[] }[]>(
      `/api/levels?website_id=${store}`,
      store,
    );
    expect(stored.find((l) => l.name === "Walked level")?.users.map((u) => u.email)).toEqual([email]);
    await shot(page, "store-settings-level-member-1280");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps a whitelisted user's remove button in view on a phone, and it removes the user", async () => {
    const api = await demoApi(app, "owner@example.com");
    const store = await api.storeNamed("Oscar's Tees");
    const { page, errors } = await signInAs(app, "owner@example.com", {
      store,
      viewport: { width: 393, height: 852 },
    });
    const total = async () =>
      (await api.get<{ whitelisted_emails_total: number }>(`/api/websites/${store}`, store))
        .whitelisted_emails_total;
    const before = await total();
    await page.goto(`${app.server.baseUrl}/app/Website/${store}/users`);
    await settled(page);
    const whitelist = page.getByRole("region", { name: "Whitelist" });
    const email = "a.rather.long.address@example.com";
    await retype(whitelist.getByLabel("Email"), email);
    await retype(whitelist.getByLabel("Name"), "Phone Person");
    await whitelist.getByRole("button", { name: "Add user" }).click();
    await whitelist.getByText("Phone Person").waitFor();
    expect(await total()).toBe(before + 1);

    // The table fits the card: the remove button shows without swiping the table sideways.
    const table = whitelist.locator("table").filter({ hasText: email });
    const [tableBox, region] = [await table.boundingBox(), await whitelist.boundingBox()];
    expect(tableBox && region).toBeTruthy();
    if (tableBox && region) expect(tableBox.width).toBeLessThanOrEqual(region.width);
    const remove = whitelist.getByRole("button", { name: new RegExp(`Remove ${email}`) });
    await shot(page, "store-settings-whitelist-393");
    await remove.click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await whitelist.getByText(email).waitFor({ state: "detached" });
    await expect.poll(total).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

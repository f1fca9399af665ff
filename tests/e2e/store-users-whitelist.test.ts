import { describe, expect, it } from "vitest";
import { appUnderTest, demoApi, retype, settled, shot, signInAs } from "./session.js";

/**
 * The whitelist's one-line forms sit inside the store settings page's own form: the owner of
 * Oscar's Tees adds a domain and a user there by clicking, and both are stored, and creates an
 * invitation code (a click once sent nothing from inside the settings form).
 */

const app = appUnderTest();

describe("the Store Users tab's whitelist in store settings", () => {
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
});

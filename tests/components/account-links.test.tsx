import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { appPath, openApp, stubShell, users } from "./shell-helpers";

/** Every page of the user's own area is reached by a link: the user menu, its tabs, or the footer. */

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const noEmails = () => ({
  body: { current_page: 1, last_page: 1, per_page: 25, total: 0, data: [] },
});

async function openUserMenuItem(name: string) {
  fireEvent.click(await screen.findByRole("button", { name: "Profile" }, { timeout: 8000 }));
  fireEvent.click(await screen.findByRole("menuitem", { name }));
}

describe("links to the account pages", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/notifications/NotificationList"),
      import("../../custom-pages/account/Emails"),
      import("../../custom-pages/account/Wishlist"),
      import("../../custom-pages/account/SettingsLayout"),
      import("../../custom-pages/account/PrivacyPage"),
      import("../../custom-pages/account/RegulationsPage"),
      import("../../custom-pages/account/NotificationSettings"),
      import("../../custom-pages/account/InformationsLayout"),
      import("../../custom-pages/account/info/ProfileInfo"),
      import("../../custom-pages/account/info/AccountInfo"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens the information, emails, wishlist and notification settings from the user menu", async () => {
    stubShell(users.owner, undefined, { "GET /api/emails": noEmails });
    openApp(users.owner, "/notifications");

    await openUserMenuItem("Information");
    await eventually(() => expect(appPath()).toBe("/informations/profile"));
    expect(
      await screen.findByRole("tab", { name: "Profile", selected: true }, { timeout: 8000 }),
    ).toBeTruthy();
    // The account's state is the information's second tab.
    fireEvent.click(screen.getByRole("tab", { name: "Account" }));
    await eventually(() => expect(appPath()).toBe("/informations/account"));

    await openUserMenuItem("Emails");
    await eventually(() => expect(appPath()).toBe("/emails"));
    expect(await screen.findByRole("heading", { level: 1, name: "Emails" })).toBeTruthy();

    await openUserMenuItem("Wishlist");
    await eventually(() => expect(appPath()).toBe("/wishlist"));
    expect(await screen.findByRole("heading", { level: 1, name: "Wishlist" })).toBeTruthy();

    await openUserMenuItem("Notification settings");
    await eventually(() => expect(appPath()).toBe("/settings/notifications"));
    expect(await screen.findByRole("heading", { level: 1, name: "Email notifications" })).toBeTruthy();
  });

  it("keeps Edit account and Tax Forms first and Log out last in the user menu", async () => {
    stubShell(users.owner);
    openApp(users.owner, "/notifications");
    fireEvent.click(await screen.findByRole("button", { name: "Profile" }, { timeout: 8000 }));
    const items = within(await screen.findByRole("menu")).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Edit account",
      "Tax Forms",
      "Information",
      "Emails",
      "Wishlist",
      "Notification settings",
      "Log out",
    ]);
  });

  it("opens the privacy policy and the terms from the footer of any page", async () => {
    stubShell(users.owner);
    openApp(users.owner, "/notifications");
    const footer = await screen.findByRole("contentinfo", {}, { timeout: 8000 });

    fireEvent.click(within(footer).getByRole("link", { name: "Privacy policy" }));
    await eventually(() => expect(appPath()).toBe("/settings/privacy"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Privacy policy" }, { timeout: 8000 }),
    ).toBeTruthy();

    fireEvent.click(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: "Terms and regulations" }),
    );
    await eventually(() => expect(appPath()).toBe("/settings/regulations"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms and regulations" }, { timeout: 8000 }),
    ).toBeTruthy();
  });
});

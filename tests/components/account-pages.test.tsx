import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AdminContext } from "react-admin";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EmailVerificationBanner } from "../../custom-pages/account";
import { authProvider } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { i18nProvider } from "../../src/i18n";
import { startSession } from "../../providers/session";
import { makeUser } from "./fixtures";
import { openApp, owner, stubAppApi } from "./dashboard-helpers";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const path = () => window.location.pathname.replace(/^\/app/, "");
const unverified = makeUser({ ...owner, email_verified_at: null });

describe("account pages", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all(
      ["SettingsLayout", "PrivacyPage", "RegulationsPage", "NotificationSettings", "InformationsLayout"]
        .map((page) => import(`../../custom-pages/account/${page}.tsx`))
        .concat([
          import("../../custom-pages/account/info/ProfileInfo"),
          import("../../custom-pages/account/info/AccountInfo"),
          import("../../custom-pages/account/Wishlist"),
          import("../../custom-pages/account/Emails"),
        ]),
    );
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens /settings on the privacy policy and switches documents by tab", async () => {
    stubAppApi(owner);
    openApp(owner, "/settings");
    await eventually(() => expect(path()).toBe("/settings/privacy"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Privacy policy" }, { timeout: 8000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Terms and regulations" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms and regulations" }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(path()).toBe("/settings/regulations");
  });

  it("saves a notification switch as soon as it flips", async () => {
    const { calls } = stubAppApi(owner, {
      "PUT /api/users/10": () => ({ body: { ...owner, low_inventory: 0 } }),
    });
    openApp(owner, "/settings/notifications");
    fireEvent.click(await screen.findByRole("switch", { name: "Low stock alerts" }, { timeout: 8000 }));
    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/users/10")?.body).toEqual({
        low_inventory: 0,
      }),
    );
    expect(await screen.findByText("Notification settings saved.")).toBeTruthy();
  });

  it("summarises the profile with each store's permissions", async () => {
    stubAppApi(owner);
    openApp(owner, "/informations");
    await eventually(() => expect(path()).toBe("/informations/profile"));
    const stores = await screen.findByRole("region", { name: "Stores and permissions" }, { timeout: 8000 });
    expect(await within(stores).findByText("Acme Merch")).toBeTruthy();
    expect(within(stores).getAllByText("Owner")).toHaveLength(2);
    expect(within(stores).getAllByText("Full admin access").length).toBeGreaterThan(0);
  });

  it("resends the confirmation email once, then keeps the buttons disabled", async () => {
    const { calls } = stubAppApi(unverified, {
      "POST /api/email/resend": () => ({ body: { message: "We sent confirmation email." } }),
    });
    openApp(unverified, "/informations/account");
    const resend = await screen.findByRole(
      "button",
      { name: "Resend confirmation email" },
      { timeout: 8000 },
    );
    fireEvent.click(resend);
    expect((await screen.findAllByText("We sent confirmation email.")).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === "/api/email/resend")?.body).toEqual({ email: unverified.email });
    await eventually(() => expect((resend as HTMLButtonElement).disabled).toBe(true));
  });

  it("shows the verification banner to an unverified user only; after a resend both buttons are disabled", async () => {
    stubAppApi(unverified, {
      "POST /api/email/resend": () => ({ body: { message: "We sent confirmation email." } }),
    });
    startSession(unverified, "test-token");
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <EmailVerificationBanner />
      </AdminContext>,
    );
    expect(await screen.findByText(/Please confirm your email address/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend confirmation email" }));
    expect(await screen.findByText("We sent confirmation email.")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Resend confirmation email" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole("button", { name: "Close" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists favourite products with their pictures, and says so when there are none", async () => {
    const fan = makeUser({ ...owner, favouritesProducts: [43] });
    const { calls } = stubAppApi(fan, {
      "GET /api/bread/Product": () => ({
        body: [
          {
            id: 43,
            website_id: 7,
            name: "Good Vibes Softstyle Tee",
            price: 2799,
            status: "published",
            inventory_quantity: 10,
            preview_photo_url: "/files/public/catalogue/tee.png",
            updated_at: "2026-01-01T00:00:00.000Z",
          },
        ],
        headers: { "Content-Range": "product 0-0/1" },
      }),
    });
    openApp(fan, "/wishlist");
    expect(await screen.findByText("Good Vibes Softstyle Tee", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("$27.99")).toBeTruthy();
    // Asked per store the user may browse products in (the active-store header would hide the others).
    const filters = calls
      .map((call) => call.url)
      .filter((url) => url.pathname === "/api/bread/Product")
      .map((url) => JSON.parse(url.searchParams.get("filter") ?? "{}") as unknown);
    expect(filters).toContainEqual({ id: [43], website_id: 8 });
    resetBrowserState();

    stubAppApi(owner);
    openApp(owner, "/wishlist");
    expect(await screen.findByText("Your wishlist is empty", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("lists the user's emails and opens one", async () => {
    stubAppApi(owner, {
      "GET /api/emails": () => ({
        body: {
          current_page: 1,
          last_page: 1,
          per_page: 25,
          total: 1,
          data: [
            {
              id: 5,
              to: owner.email,
              subject: "Your store is live",
              text: "Hello Olivia, your store Acme Merch is now open to buyers.",
              html: null,
              created_at: "2026-11-01T10:00:00.000Z",
              sent_at: null,
            },
          ],
        },
      }),
    });
    openApp(owner, "/emails");
    fireEvent.click(await screen.findByText("Your store is live", {}, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/your store Acme Merch is now open to buyers/)).toBeTruthy();
  });
});

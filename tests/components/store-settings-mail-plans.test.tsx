import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { callsTo } from "./shell-helpers";
import { eventually, helperOf, makeDetail, openSettings } from "./store-settings-helpers";
import type { OfficeLocationDto } from "../../custom-pages/store-settings/types";

const SMTP = {
  host: "smtp.acme.test",
  port: 587,
  secure: false,
  username: "mailer",
  from_email: "shop@acme.test",
  from_name: "Acme",
  has_password: true,
};

describe("store settings: mail, plans and locations", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/store-settings/StoreSettingsPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("sends a test email through the store's server and says where it went", async () => {
    const { calls } = openSettings(
      "/websites/7?tab=communications",
      {
        "POST /api/websites/test/email": () => ({
          body: { message: "Test email sent.", to: "owner@example.com", via: "store_smtp" },
        }),
      },
      makeDetail({ smtp: SMTP }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Send test email" }, { timeout: 8000 }));

    expect(await screen.findByText("Sent to owner@example.com through your mail server.")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites/test/email")[0]?.body).toEqual({
      website_id: 7,
      type: "smtp",
    });
  });

  it("shows the mail server's own words when the test email fails", async () => {
    openSettings(
      "/websites/7?tab=communications",
      {
        "POST /api/websites/test/email": () => ({
          status: 422,
          body: {
            message: "The test email could not be sent: connect ECONNREFUSED",
            errors: { smtp: "The test email could not be sent: connect ECONNREFUSED" },
          },
        }),
      },
      makeDetail({ smtp: SMTP }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Send test email" }, { timeout: 8000 }));
    expect(await screen.findByText("The test email could not be sent: connect ECONNREFUSED")).toBeTruthy();
  });

  it("saves the SMTP settings keeping the stored password, and shows a bad host at the field", async () => {
    const { calls } = openSettings(
      "/websites/7?tab=communications",
      {
        "POST /api/websites/7/update-smtp": () => ({
          status: 422,
          body: {
            message:
              "This mail server address is on a private network. Use your mail provider's public server.",
            errors: {
              host: "This mail server address is on a private network. Use your mail provider's public server.",
            },
          },
        }),
      },
      makeDetail({ smtp: SMTP }),
    );
    const host = await screen.findByLabelText(/^Server host/, {}, { timeout: 8000 });
    fireEvent.change(host, { target: { value: "10.0.0.5" } });
    const section = screen.getByRole("region", { name: "Mail server (SMTP)" });
    fireEvent.click(within(section).getByRole("button", { name: "Save" }));

    await eventually(() => expect(helperOf(host)).toContain("on a private network"));
    expect(callsTo(calls, "POST", "/api/websites/7/update-smtp")[0]?.body).toEqual({
      host: "10.0.0.5",
      port: 587,
      secure: false,
      username: "mailer",
      from_email: "shop@acme.test",
      from_name: "Acme",
    });
    expect((host as HTMLInputElement).value).toBe("10.0.0.5");
  });

  it("changes the plan after a confirmation and shows the new limits", async () => {
    const { calls } = openSettings("/websites/7?tab=subscriptions", {
      "PUT /api/update/website/plan/7": () => ({
        body: {
          message: "Your store is on the Starter plan now.",
          website: {
            id: 7,
            name: "Acme Merch",
            plan: "starter",
            plan_name: "Starter",
            price: 2900,
            limits: {
              giftcards: true,
              discounts: true,
              products: 250,
              users: 10,
              patterns: "all",
              custom_domain: false,
            },
            limit_overrides: {},
            products_count: 12,
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Change plan" }, { timeout: 8000 }));
    const starter = await screen.findByRole("region", { name: "Starter" }, { timeout: 8000 });
    expect(within(starter).getByText("$29.00 / month")).toBeTruthy();
    fireEvent.click(within(starter).getByRole("button", { name: "Choose Starter" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));

    expect(
      await screen.findByText("Your store is on the Starter plan now.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/update/website/plan/7")[0]?.body).toEqual({ plan: "starter" });
    await eventually(() =>
      expect(
        within(screen.getByRole("region", { name: "Starter" })).getByRole("button", { name: "Your plan" }),
      ).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(await screen.findByText("12 of 250 products used")).toBeTruthy();
  });

  it("does not change the plan when the user says No, and shows a refusal", async () => {
    const { calls } = openSettings("/websites/7?tab=subscriptions", {
      "PUT /api/update/website/plan/7": () => ({
        status: 422,
        body: {
          message: "This store has 12 products; the Free plan allows 5.",
          errors: { plan: "This store has 12 products; the Free plan allows 5." },
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Change plan" }, { timeout: 8000 }));
    const starter = await screen.findByRole("region", { name: "Starter" }, { timeout: 8000 });
    fireEvent.click(within(starter).getByRole("button", { name: "Choose Starter" }));
    fireEvent.click(await screen.findByRole("button", { name: "No" }));
    await eventually(() => expect(screen.queryByRole("button", { name: "No" })).toBeNull());
    expect(callsTo(calls, "PUT", "/api/update/website/plan/7")).toEqual([]);

    fireEvent.click(within(starter).getByRole("button", { name: "Choose Starter" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    // The field error and the toast render on separate ticks; under load the toast may come later.
    expect(
      await screen.findByText("This store has 12 products; the Free plan allows 5.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(await screen.findByText("Something went wrong...", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("pages office locations by 10 and shows a new page for the 11th", async () => {
    const location = (id: number): OfficeLocationDto => ({
      id,
      name: `Office ${id}`,
      street: null,
      city: "Springfield",
      postal: null,
      state: null,
      country: "US",
      phone: null,
    });
    const ten = Array.from({ length: 10 }, (_, i) => location(i + 1));
    const { calls } = openSettings(
      "/websites/7?tab=options",
      {
        "POST /api/update/website/locations": () => ({
          body: {
            message: "Office locations successfully updated",
            office_locations: [...ten, location(11)],
          },
        }),
      },
      makeDetail({ office_locations: ten }),
    );
    expect(await screen.findByText("Office 10", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add location" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Office 11" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("Office locations successfully updated", {}, { timeout: 8000 }),
    ).toBeTruthy();
    const body = callsTo(calls, "POST", "/api/update/website/locations")[0]?.body as {
      office_locations: { id?: number; name: string }[];
      office_to_delete: number[];
    };
    expect(body.office_locations).toHaveLength(11);
    expect(body.office_locations[10]).toMatchObject({ name: "Office 11", country: "US" });
    expect(body.office_to_delete).toEqual([]);
    // The 11th entry starts page two, which opens; page one's rows are off screen.
    expect(await screen.findByText("Office 11")).toBeTruthy();
    expect(screen.queryByText("Office 1")).toBeNull();
    expect(screen.getByText("11–11 of 11")).toBeTruthy();
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { callsTo } from "./shell-helpers";
import { eventually, helperOf, makeDetail, openSettings } from "./store-settings-helpers";
import { PLANS as PLAN_TABLE } from "../../domain/plans";
import type { OfficeLocationDto } from "../../domain/contracts/store-settings";

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
    await import("../../resources/websites/edit/WebsiteEdit");
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
    // The first test of the file also waits for the app's first load.
    fireEvent.click(await screen.findByRole("button", { name: "Send test email" }, { timeout: 20_000 }));

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
    // The mail server saves by its own call, from its own dialog.
    fireEvent.click(await screen.findByRole("button", { name: "Change the mail server" }, { timeout: 8000 }));
    const host = await screen.findByLabelText(/^Server host/, {}, { timeout: 8000 });
    fireEvent.change(host, { target: { value: "10.0.0.5" } });
    const dialog = screen.getByRole("dialog", { name: "Mail server (SMTP)" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

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

  it("buys a dearer plan with the sandbox card: a declined card changes nothing, a good one moves the store and lists the invoice", async () => {
    const starterStore = {
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
    };
    let paid = false;
    const { calls } = openSettings("/websites/7?tab=subscriptions", {
      "GET /api/subscription/websites/7": () => ({
        body: {
          payment: { provider: "sandbox", local: true },
          subscription: paid
            ? {
                plan: "starter",
                provider: "sandbox",
                current_period_start: "2026-06-15T12:00:00.000Z",
                current_period_end: "2026-07-15T12:00:00.000Z",
                next_plan: null,
              }
            : null,
          invoices: paid
            ? [
                {
                  id: 1,
                  plan: "starter",
                  plan_name: "Starter",
                  amount: 2900,
                  currency: "usd",
                  period_start: "2026-06-15T12:00:00.000Z",
                  period_end: "2026-07-15T12:00:00.000Z",
                  status: "paid",
                  created_at: "2026-06-15T12:00:00.000Z",
                },
              ]
            : [],
        },
      }),
      "PUT /api/update/website/plan/7": (request) => {
        const body = request.body as { card_number?: string };
        if (body.card_number === "4000 0000 0000 0002")
          return {
            status: 402,
            body: { message: "Your card was declined.", errors: { card_number: "Your card was declined." } },
          };
        paid = true;
        return {
          body: {
            message: "Your store is on the Starter plan now.",
            status: "changed",
            redirect_url: null,
            website: starterStore,
          },
        };
      },
    });
    expect(await screen.findByText("No invoices yet.", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Change plan" }, { timeout: 8000 }));
    const starter = await screen.findByRole("region", { name: "Starter" }, { timeout: 8000 });
    expect(within(starter).getByText("$29.00 / month")).toBeTruthy();
    fireEvent.click(within(starter).getByRole("button", { name: "Choose Starter" }));
    const dialog = await screen.findByRole("dialog", { name: "Buy the Starter plan" });
    const card = within(dialog).getByLabelText("Card number");
    fireEvent.change(card, { target: { value: "4000 0000 0000 0002" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay $29.00" }));
    expect(await within(dialog).findByText("Your card was declined.", {}, { timeout: 8000 })).toBeTruthy();

    fireEvent.change(card, { target: { value: "4242 4242 4242 4242" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay $29.00" }));
    expect(
      await screen.findByText("Your store is on the Starter plan now.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/update/website/plan/7").map((c) => c.body)).toEqual([
      { plan: "starter", card_number: "4000 0000 0000 0002" },
      { plan: "starter", card_number: "4242 4242 4242 4242" },
    ]);
    await eventually(() =>
      expect(
        within(screen.getByRole("region", { name: "Starter" })).getByRole("button", { name: "Your plan" }),
      ).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(await screen.findByText("12 of 250 products used")).toBeTruthy();
    const invoices = await screen.findByRole("table", { name: "Invoices" }, { timeout: 8000 });
    expect(within(invoices).getByText("$29.00")).toBeTruthy();
    expect(within(invoices).getByText("Paid")).toBeTruthy();
  });

  it("does not change to a cheaper plan when the user says No, and shows a refusal", async () => {
    const { calls } = openSettings(
      "/websites/7?tab=subscriptions",
      {
        "GET /api/plans": () => ({ body: [PLAN_TABLE.free, PLAN_TABLE.starter, PLAN_TABLE.pro] }),
        "PUT /api/update/website/plan/7": () => ({
          status: 422,
          body: {
            message: "This store has 12 products; the Free plan allows 5.",
            errors: { plan: "This store has 12 products; the Free plan allows 5." },
          },
        }),
      },
      makeDetail({ plan: "pro", plan_name: "Pro" }),
    );
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

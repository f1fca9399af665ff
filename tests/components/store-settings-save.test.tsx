import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { callsTo } from "./shell-helpers";
import { eventually, helperOf, makeDetail, openSettings } from "./store-settings-helpers";

const findInput = (label: RegExp) => screen.findByLabelText(label, {}, { timeout: 8000 });

describe("store settings saves", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/websites/edit/WebsiteEdit");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("saves the store details in one call and says so", async () => {
    const { calls } = openSettings("/websites/7", {
      "PUT /api/websites/7/settings": (call) => ({
        body: {
          message: "Settings successfully updated",
          website: makeDetail({ ...(call.body as object), name: "Acme Shop" }),
        },
      }),
    });
    fireEvent.change(await findInput(/^Store name/), { target: { value: "Acme Shop" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[0]!);

    expect(await screen.findByText("Settings successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/websites/7/settings")[0]?.body).toEqual({
      name: "Acme Shop",
      link: "acme",
      margin: 1.5,
    });
    // The header shows what the server now holds.
    expect(await screen.findByRole("heading", { name: "Acme Shop", level: 1 })).toBeTruthy();
  });

  it("shows the server's field error next to the field and keeps what was typed", async () => {
    openSettings("/websites/7", {
      "PUT /api/websites/7/settings": () => ({
        status: 409,
        body: {
          message: "This store address is already taken.",
          errors: { link: "This store address is already taken." },
        },
      }),
    });
    const link = await findInput(/^Store link/);
    fireEvent.change(link, { target: { value: "taken-store" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[0]!);

    await eventually(() => expect(helperOf(link)).toContain("This store address is already taken."));
    expect(link.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Something went wrong...")).toBeTruthy();
    expect((link as HTMLInputElement).value).toBe("taken-store");
  });

  it("keeps the form as typed after a failed save", async () => {
    openSettings("/websites/7", {
      "POST /api/update/website/address": () => ({
        status: 500,
        body: { message: "Something went wrong..." },
      }),
    });
    const street = await findInput(/^Street/);
    fireEvent.change(street, { target: { value: "1 Main St" } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: "Springfield" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[1]!);

    expect(await screen.findByText("Something went wrong...", {}, { timeout: 8000 })).toBeTruthy();
    expect((screen.getByLabelText(/^Street/) as HTMLInputElement).value).toBe("1 Main St");
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Springfield");
    expect(screen.getByText("Address incomplete")).toBeTruthy();
  });

  it("saves the address with the US default and shows it valid", async () => {
    let stored = makeDetail();
    const { calls } = openSettings("/websites/7", {
      "GET /api/websites/7": () => ({ body: stored }),
      "POST /api/update/website/address": () => {
        const address = {
          id: 3,
          name: null,
          street: "1 Main St",
          city: "Springfield",
          postal: "12345",
          state: "IL",
          country: "US",
          phone: null,
        };
        stored = makeDetail({ address_valid: 1, address });
        return { body: { message: "Address successfully updated", address_valid: 1 } };
      },
    });
    fireEvent.change(await findInput(/^Street/), { target: { value: "1 Main St" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[1]!);

    expect(await screen.findByText("Address successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/update/website/address")[0]?.body).toMatchObject({
      website_id: 7,
      street: "1 Main St",
      city: null,
      country: "US",
    });
    expect(await screen.findByText("Address valid")).toBeTruthy();
  });

  it("saves departments with the spec's message", async () => {
    const { calls } = openSettings("/websites/7?tab=options", {
      "POST /api/update/website/departments": () => ({
        body: { message: "Departments successfully updated", departments: [{ id: 1, name: "Sales team" }] },
      }),
    });
    const department = await findInput(/^Department(?!s)/);
    fireEvent.change(department, { target: { value: "Sales team" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[0]!);

    expect(await screen.findByText("Departments successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/update/website/departments")[0]?.body).toEqual({
      website_id: 7,
      departments: [{ id: 1, name: "Sales team" }],
    });
  });

  it("checks the link and, on a plan with custom domains, the domain and its DNS", async () => {
    const pro = makeDetail({
      plan: "pro",
      plan_name: "Pro",
      limits: {
        giftcards: true,
        discounts: true,
        products: 1000,
        users: 50,
        patterns: "all",
        custom_domain: true,
      },
    });
    const { calls } = openSettings(
      "/websites/7",
      {
        "POST /api/validate_domain": (call) =>
          (call.body as { link?: string }).link === "taken"
            ? {
                status: 409,
                body: {
                  message: "This store address is already taken.",
                  errors: { link: "This store address is already taken." },
                },
              }
            : { body: { valid: true, value: "shop.acme.test", message: "This address is available." } },
        "POST /api/validate_dns": () => ({
          body: {
            valid: false,
            verdict: "not_found",
            message: "shop.acme.test has no DNS records yet.",
            domain: "shop.acme.test",
            target: "localhost",
            cname: [],
            addresses: [],
            target_addresses: [],
          },
        }),
      },
      pro,
    );
    fireEvent.change(await findInput(/^Store link/), { target: { value: "taken" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Check availability" })[0]!);
    expect(await screen.findByText("This store address is already taken.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Custom domain/), { target: { value: "shop.acme.test" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Check availability" })[1]!);
    expect(await screen.findByText("This address is available.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Check DNS" }));
    expect(await screen.findByText("shop.acme.test has no DNS records yet.")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/validate_dns")[0]?.body).toEqual({
      website_id: 7,
      domain: "shop.acme.test",
    });
  });

  it("offers no custom domain on a plan without one", async () => {
    openSettings();
    expect(
      await screen.findByText(
        "Custom domains are not available in your plan. Upgrade your plan to use your own domain.",
        {},
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Custom domain/)).toBeNull();
  });
});

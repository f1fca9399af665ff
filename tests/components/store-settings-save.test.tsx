import { fireEvent, screen, within } from "@testing-library/react";
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

  /** The store as the server holds it: BREAD's update changes it, GET /api/websites/7 reads it. */
  function savingStore(change: (body: Record<string, unknown>) => Partial<ReturnType<typeof makeDetail>>) {
    let stored = makeDetail();
    return {
      "GET /api/websites/7": () => ({ body: stored }),
      "PUT /api/bread/Website/7": (call: { body: unknown }) => {
        stored = makeDetail({ ...stored, ...change(call.body as Record<string, unknown>) });
        return { body: { id: 7, name: stored.name } };
      },
    };
  }

  const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

  it("saves the store details in one call and says so", async () => {
    const { calls } = openSettings(
      "/websites/7",
      savingStore(() => ({ name: "Acme Shop" })),
    );
    fireEvent.change(await findInput(/^Store name/), { target: { value: "Acme Shop" } });
    save();

    expect(await screen.findByText("Settings successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    // Only what changed is sent, through BREAD's Website update.
    expect(callsTo(calls, "PUT", "/api/bread/Website/7")[0]?.body).toEqual({ name: "Acme Shop" });
    // The header shows what the server now holds.
    expect(await screen.findByRole("heading", { name: "Acme Shop", level: 1 })).toBeTruthy();
  });

  it("checks the form with the settings rules before sending anything", async () => {
    const { calls } = openSettings();
    fireEvent.change(await findInput(/^Margin/), { target: { value: "11" } });
    save();

    const margin = screen.getByLabelText(/^Margin/);
    await eventually(() => expect(helperOf(margin)).toContain("Value must be smaller than or equal to 10"));
    expect(callsTo(calls, "PUT", "/api/bread/Website/7")).toEqual([]);
  });

  it("shows the server's field error next to the field and keeps what was typed", async () => {
    openSettings("/websites/7", {
      "PUT /api/bread/Website/7": () => ({
        status: 409,
        body: {
          message: "This store address is already taken.",
          errors: { link: "This store address is already taken." },
        },
      }),
    });
    const link = await findInput(/^Store link/);
    fireEvent.change(link, { target: { value: "taken-store" } });
    save();

    await eventually(() => expect(helperOf(link)).toContain("This store address is already taken."));
    expect(link.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Something went wrong...")).toBeTruthy();
    expect((link as HTMLInputElement).value).toBe("taken-store");
  });

  it("keeps the form as typed after a failed save", async () => {
    openSettings("/websites/7", {
      "PUT /api/bread/Website/7": () => ({
        status: 500,
        body: { message: "Something went wrong..." },
      }),
    });
    const street = await findInput(/^Street/);
    fireEvent.change(street, { target: { value: "1 Main St" } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: "Springfield" } });
    save();

    expect(await screen.findByText("Something went wrong...", {}, { timeout: 8000 })).toBeTruthy();
    expect((screen.getByLabelText(/^Street/) as HTMLInputElement).value).toBe("1 Main St");
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe("Springfield");
    expect(screen.getByText("Address incomplete")).toBeTruthy();
  });

  it("saves the address with the US default and shows it valid", async () => {
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
    const { calls } = openSettings(
      "/websites/7",
      savingStore(() => ({ address_valid: 1, address })),
    );
    fireEvent.change(await findInput(/^Street/), { target: { value: "1 Main St" } });
    save();

    expect(await screen.findByText("Address successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/bread/Website/7")[0]?.body).toEqual({
      address: {
        name: null,
        street: "1 Main St",
        city: null,
        postal: null,
        state: null,
        country: "US",
        phone: null,
      },
    });
    expect(await screen.findByText("Address valid")).toBeTruthy();
  });

  it("saves departments with the spec's message", async () => {
    const { calls } = openSettings(
      "/websites/7?tab=options",
      savingStore(() => ({ departments: [{ id: 1, name: "Sales team" }] })),
    );
    const department = await findInput(/^Department(?!s)/);
    fireEvent.change(department, { target: { value: "Sales team" } });
    save();

    expect(await screen.findByText("Departments successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/bread/Website/7")[0]?.body).toEqual({
      departments: [{ id: 1, name: "Sales team" }],
    });
  });

  it("saves fields of two tabs together", async () => {
    const { calls } = openSettings(
      "/websites/7",
      savingStore((body) => ({ name: String(body.name), tax_exempt: 1 })),
    );
    fireEvent.change(await findInput(/^Store name/), { target: { value: "Acme Shop" } });
    fireEvent.click(screen.getByRole("tab", { name: "Store Options" }));
    fireEvent.click(await findInput(/^This store is tax exempt/));
    save();

    expect(await screen.findByText("Settings successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, "PUT", "/api/bread/Website/7")[0]?.body).toEqual({
      name: "Acme Shop",
      tax_exempt: 1,
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

  it("shows a save someone else overtook the conflict dialog, and applies the user's change on top", async () => {
    let stored = makeDetail({ name: "Acme Merch", version: 1 });
    const { calls } = openSettings("/websites/7", {
      "GET /api/websites/7": () => ({ body: stored }),
      "PUT /api/bread/Website/7": (call) => {
        if (call.headers.get("if-match") !== `"${stored.version}"`)
          return {
            status: 409,
            body: { message: "stale", current: { id: 7, name: stored.name, version: stored.version } },
          };
        stored = makeDetail({ ...stored, ...(call.body as object), version: stored.version + 1 });
        return { body: { id: 7, name: stored.name, version: stored.version } };
      },
    });
    await findInput(/^Margin/);
    // Someone renames the store (version 2) after this screen read version 1.
    stored = makeDetail({ ...stored, name: "Their Name", version: 2 });
    fireEvent.change(await findInput(/^Margin/), { target: { value: "2.5" } });
    save();

    const dialog = await screen.findByRole(
      "dialog",
      { name: "Someone else saved this record" },
      { timeout: 8000 },
    );
    // Field by field: what this screen read, what it is now, and the user's own edit.
    const rows = within(dialog)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "FieldWhen you opened itNowYour edit",
      "NameAcme MerchTheir Name(unchanged)",
      "Margin1.51.52.5",
    ]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Apply my changes on top" }));
    expect(await screen.findByText("Settings successfully updated", {}, { timeout: 8000 })).toBeTruthy();
    const puts = callsTo(calls, "PUT", "/api/bread/Website/7");
    expect(puts.map((c) => c.headers.get("if-match"))).toEqual(['"1"', '"2"']);
    expect(puts[1]?.body).toEqual({ margin: 2.5 });
    expect(stored).toMatchObject({ name: "Their Name", margin: 2.5, version: 3 });
    // The form shows the store as saved: their name, the user's margin.
    await eventually(() =>
      expect((screen.getByLabelText(/^Store name/) as HTMLInputElement).value).toBe("Their Name"),
    );
    expect((screen.getByLabelText(/^Margin/) as HTMLInputElement).value).toBe("2.5");
  });
});

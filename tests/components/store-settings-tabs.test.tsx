import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { eventually, findTab, makeDetail, openSettings } from "./store-settings-helpers";

describe("store settings tabs", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/websites/edit/WebsiteEdit");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens on General Store Settings and switches tabs through ?tab=", async () => {
    openSettings();
    const general = await findTab("General Store Settings");
    expect(general.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByLabelText(/^Store name/)).toHaveProperty("value", "Acme Merch");

    fireEvent.click(screen.getByRole("tab", { name: "Communications" }));
    await eventually(() => expect(window.location.pathname).toMatch(/\/Website\/7\/communications$/));
    expect(await screen.findByRole("heading", { name: "Mail server (SMTP)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Communications" }).getAttribute("aria-selected")).toBe("true");

    fireEvent.click(screen.getByRole("tab", { name: "Store Options" }));
    await eventually(() => expect(window.location.pathname).toMatch(/\/Website\/7\/options$/));
    expect(await screen.findByRole("heading", { name: "Departments" }, { timeout: 8000 })).toBeTruthy();
  });

  it("?tab=subscriptions opens Subscriptions with its Overview", async () => {
    openSettings("/websites/7?tab=subscriptions");
    const tab = await findTab("Subscriptions");
    expect(tab.getAttribute("aria-selected")).toBe("true");
    const overview = await screen.findByRole("region", { name: "Your plan" }, { timeout: 8000 });
    expect(within(overview).getByText("Free", { selector: "p.MuiTypography-h4" })).toBeTruthy();
    expect(within(overview).getByText("12 of 50 products used")).toBeTruthy();
  });

  it("keeps unsaved edits when switching tabs and back", async () => {
    openSettings("/websites/7?tab=general");
    const name = await screen.findByLabelText(/^Store name/, {}, { timeout: 8000 });
    fireEvent.change(name, { target: { value: "Acme Shop" } });
    fireEvent.click(screen.getByRole("tab", { name: "Reporting" }));
    expect(await screen.findByRole("button", { name: "Download Orders CSV" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "General Store Settings" }));
    expect((screen.getByLabelText(/^Store name/) as HTMLInputElement).value).toBe("Acme Shop");
  });

  it("mounts the team's and the payment accounts' screens in their tabs", async () => {
    openSettings("/websites/7?tab=users");
    expect(await screen.findByRole("heading", { name: "Store users" }, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Payments" }));
    await eventually(() => expect(window.location.pathname).toMatch(/\/Website\/7\/payments$/));
    expect(await screen.findByRole("heading", { name: "Payment accounts" }, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Store Options" }));
    expect(await screen.findByRole("heading", { name: "Access levels" }, { timeout: 8000 })).toBeTruthy();
  });

  it("says the store cannot be opened and leaves when the server refuses it", async () => {
    openSettings(
      "/websites/7",
      {
        "GET /api/websites/7": () => ({ status: 404, body: { message: "Not found." } }),
      },
      makeDetail(),
    );
    expect(
      await screen.findByText("You dont have access, or website dont exist", {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});

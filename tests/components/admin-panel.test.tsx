import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminPanelRoutes } from "../../custom-pages/admin-panel/routes";
import { admin } from "./dashboard-helpers";
import { openScreen } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";
import { loadUserPages, userPage, userRoutes } from "./admin-users-helpers";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const split = (price: number) => ({
  orders: 3,
  price,
  platform_fee: 1000,
  profit: 2000,
  supplier_cost: price - 3000,
});
const stats = {
  totals: split(10000),
  canceled: { orders: 1, price: 500, platform_fee: 0, profit: 0, supplier_cost: 500 },
  monthly: [{ month: "2026-05", ...split(10000) }],
  payments: { for_website: 7000, for_platform: 3000, requested_open: 1500, done: 500, open_requests: 2 },
  users: { total: 9, active: 8, new: 2 },
  websites: { total: 5, launched: 2, new: 1 },
  new_users: [{ id: 3, name: "Nina New", email: "nina@example.com", created_at: "2026-05-02T00:00:00.000Z" }],
  new_websites: [],
};
const appInfo = {
  admin_info: { phone: "", email: "" },
  colors: { primary: "#4F4BE0", secondary: "#32DE8A" },
  product_fruit_id: "",
};
/** Save, once the form has checked the last change (the button is disabled while it checks). */
async function save() {
  const button = screen.getByRole("button", { name: "Save" });
  await eventually(() => expect(button.hasAttribute("disabled")).toBe(false));
  fireEvent.click(button);
}
const user = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  name: "Dana Designer",
  email: "dana@example.com",
  role_id: 2,
  is_admin: false,
  company_id: null,
  main_company_role: "designer",
  email_verified_at: null,
  production_margin: 1.1,
  deactivated_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("admin panel", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import("../../custom-pages/admin-panel/AdminPanelPage"), loadUserPages()]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("shows the platform statistics with the fee split", async () => {
    openScreen(
      adminPanelRoutes,
      "/master/admin/view",
      { "GET /api/admin/panel/stats": () => ({ body: stats }) },
      admin,
    );
    expect(await screen.findByText("Open requests", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getAllByText("Platform fees")).toHaveLength(2);
    expect(screen.getAllByText("$100.00").length).toBeGreaterThan(0);
    expect(screen.getByText("Canceled orders: 1 ($5.00)")).toBeTruthy();
    expect(screen.getByText("9 in total, 8 active, 2 new")).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "By month" })).getByText("2026-05")).toBeTruthy();
    expect(screen.getByText("Nina New")).toBeTruthy();
  });

  it("deactivates a user after the confirmation and saves a margin", async () => {
    let deactivated: string | null = null;
    const { calls } = openScreen(
      userRoutes,
      "/User",
      {
        "GET /api/bread/User": () => userPage([user({ deactivated_at: deactivated })]),
        "PUT /api/admin/users/12/deactivate": () => {
          deactivated = "2026-06-01T00:00:00.000Z";
          return { body: { message: "The user is deactivated.", id: 12, deactivated_at: deactivated } };
        },
        "PUT /api/users/updateMargin/12": () => ({
          body: { message: "ok", id: 12, production_margin: 1.25 },
        }),
      },
      admin,
    );
    fireEvent.click(
      await screen.findByRole("button", { name: "Deactivate Dana Designer" }, { timeout: 8000 }),
    );
    expect(
      await screen.findByText("Deactivate Dana Designer? They are signed out and cannot sign in."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(
      await screen.findByRole("button", { name: "Activate Dana Designer" }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/admin/users/12/deactivate")?.body).toEqual({
      deactivated: true,
    });

    fireEvent.change(screen.getByLabelText("Production margin Dana Designer"), { target: { value: "1.25" } });
    fireEvent.click(screen.getByRole("button", { name: "Edit margin Dana Designer" }));
    await eventually(() =>
      expect(calls.find((c) => c.path === "/api/users/updateMargin/12")?.body).toEqual({
        production_margin: 1.25,
      }),
    );
  });

  it("saves the app info settings and shows field errors", async () => {
    const { calls } = openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=settings",
      {
        "GET /api/admin/app-info": () => ({ body: appInfo }),
        "PUT /api/admin/app-info": (call) => ({ body: { message: "Settings saved.", data: call.body } }),
      },
      admin,
    );
    fireEvent.change(await screen.findByLabelText("Primary colour", {}, { timeout: 8000 }), {
      target: { value: "red" },
    });
    await save();
    // The server's own schema checks the colour in the browser: nothing is sent.
    expect(await screen.findByText("Use a colour like #4F4BE0.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Primary colour"), { target: { value: "#112233" } });
    fireEvent.change(screen.getByLabelText("Support phone"), { target: { value: "+1 555" } });
    await save();
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").pop()?.body).toMatchObject({
      admin_info: { phone: "+1 555" },
      colors: { primary: "#112233" },
    });
  });

  it("shows the server's field error beside its field, a refusal without one in a toast, then saves", async () => {
    let attempt = 0;
    const { calls } = openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=settings",
      {
        "GET /api/admin/app-info": () => ({ body: appInfo }),
        "PUT /api/admin/app-info": (call) => {
          attempt += 1;
          if (attempt === 1)
            return {
              status: 422,
              body: {
                message: "E-mail must be valid",
                errors: { "admin_info.email": "E-mail must be valid" },
              },
            };
          if (attempt === 2)
            return { status: 409, body: { message: "The settings are being saved elsewhere." } };
          return { body: { message: "Settings saved.", data: call.body } };
        },
      },
      admin,
    );
    const email = await screen.findByLabelText("Support email", {}, { timeout: 8000 });
    fireEvent.change(email, { target: { value: "help@example.com" } });
    await save();
    await eventually(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("E-mail must be valid");
    expect(screen.queryByText("Settings saved.")).toBeNull();

    fireEvent.change(email, { target: { value: "support@example.com" } });
    await save();
    expect(await screen.findByText("The settings are being saved elsewhere.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("false");

    fireEvent.change(screen.getByLabelText("Product tour id"), { target: { value: "tour-1" } });
    await save();
    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").pop()?.body).toEqual({
      ...appInfo,
      admin_info: { phone: "", email: "support@example.com" },
      product_fruit_id: "tour-1",
    });
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { adminPanelRoutes } from "../../custom-pages/admin-panel/routes";
import { resolveDateRange } from "../../ui/date-range/dateRangeValue";
import { admin } from "./dashboard-helpers";
import { lastQuery, openScreen, page } from "./gift-cards-helpers";
import { requestsSent } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
/** The query of the last call to `path` (handlers may run during the first render). */
const sent = (path: string) => lastQuery(requestsSent(), path);

const user = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  name: "Dana Designer",
  email: "dana@example.com",
  role_id: 2,
  is_admin: false,
  website_role: null,
  can_create_stores: 0,
  company_id: null,
  main_company_role: "designer",
  email_verified_at: null,
  production_margin: 1,
  deactivated_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

/** Files handed to the browser: the download names, and the object URLs made for them. */
function catchDownloads() {
  const names: string[] = [];
  const created = vi.fn(() => "blob:csv");
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { names, created };
}

const csv = (name: string) => () => ({
  body: "ID,Name\r\n",
  headers: { "Content-Type": "text/csv", "Content-Disposition": `attachment; filename="${name}"` },
});

describe("admin panel users tab", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/admin-panel/AdminPanelPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(() => {
    vi.restoreAllMocks();
    resetBrowserState();
  });

  it("searches, pages and sorts newest first on the server", async () => {
    openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      {
        "GET /api/admin/users": () => {
          const q = sent("/api/admin/users");
          const rows = Array.from({ length: 25 }, (_, i) => user({ id: 100 + i, name: `User ${i}` }));
          return {
            body: {
              ...page(q.get("term") ? [user()] : rows),
              total: q.get("term") ? 1 : 30,
              current_page: Number(q.get("page") ?? 1),
              last_page: q.get("term") ? 1 : 2,
            },
          };
        },
      },
      admin,
    );
    expect(await screen.findByText("User 0", {}, { timeout: 8000 })).toBeTruthy();
    expect(sent("/api/admin/users").get("sort")).toBe("name");

    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    await eventually(() => expect(sent("/api/admin/users").get("page")).toBe("2"));

    // Newest first is a new order: back to the first page.
    const newest = screen.getByRole("button", { name: "Newest first" });
    fireEvent.click(newest);
    await eventually(() => {
      const q = sent("/api/admin/users");
      expect(q.get("sort")).toBe("newest");
      expect(q.get("page")).toBe("1");
    });
    expect(newest.getAttribute("aria-pressed")).toBe("true");

    fireEvent.change(screen.getByLabelText("Search by name or email"), { target: { value: "dana" } });
    expect(await screen.findByText("Dana Designer", {}, { timeout: 8000 })).toBeTruthy();
    expect(sent("/api/admin/users").get("term")).toBe("dana");
    expect(screen.queryByText("User 0")).toBeNull();
  });

  it("says so when no user matches", async () => {
    openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      { "GET /api/admin/users": () => ({ body: page([]) }) },
      admin,
    );
    expect(await screen.findByText("No users match.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("exports the users matching the search as a CSV file", async () => {
    const { names, created } = catchDownloads();
    const { calls } = openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      {
        "GET /api/admin/users": () => ({ body: page([user()]) }),
        "POST /api/export/users": csv("users.csv"),
      },
      admin,
    );
    await screen.findByText("Dana Designer", {}, { timeout: 8000 });
    fireEvent.change(screen.getByLabelText("Search by name or email"), { target: { value: "dana" } });
    fireEvent.click(screen.getByRole("button", { name: "Export users" }));
    await eventually(() => expect(names).toEqual(["users.csv"]));
    const call = calls.find((c) => c.path === "/api/export/users")!;
    expect(call.body).toEqual({ term: "dana" });
    expect(call.headers.get("Authorization")).toBe("Bearer test-token");
    expect(created).toHaveBeenCalledOnce();
  });

  it("downloads the registered users of the chosen period", async () => {
    const { names } = catchDownloads();
    const { calls } = openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      {
        "GET /api/admin/users": () => ({ body: page([user()]) }),
        "POST /api/user-registered/report": csv("users-registered-2026-05-01-to-2026-05-31.csv"),
      },
      admin,
    );
    fireEvent.click(
      await screen.findByRole("button", { name: /^Date range: This month/ }, { timeout: 8000 }),
    );
    fireEvent.click(screen.getByRole("option", { name: "Last month" }));
    fireEvent.click(screen.getByRole("button", { name: "Download report" }));
    await eventually(() => expect(names).toEqual(["users-registered-2026-05-01-to-2026-05-31.csv"]));
    expect(calls.find((c) => c.path === "/api/user-registered/report")?.body).toEqual(
      resolveDateRange({ preset: "last_month" }),
    );

    // "All" sends no bounds; a refusal is said in a notification.
    fireEvent.click(screen.getByRole("button", { name: /^Date range: Last month/ }));
    fireEvent.click(screen.getByRole("option", { name: "All" }));
    fireEvent.click(screen.getByRole("button", { name: "Download report" }));
    await eventually(() =>
      expect(calls.filter((c) => c.path === "/api/user-registered/report").pop()?.body).toEqual({}),
    );
  });

  it("shows a refused report's message", async () => {
    catchDownloads();
    openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      {
        "GET /api/admin/users": () => ({ body: page([user()]) }),
        "POST /api/user-registered/report": () => ({
          status: 422,
          body: {
            message: "The start date must not be after the end date.",
            errors: { from: "The start date must not be after the end date." },
          },
        }),
      },
      admin,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Download report" }, { timeout: 8000 }));
    expect(await screen.findByText("The start date must not be after the end date.")).toBeTruthy();
  });
});

describe("admin edit user dialog", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/admin-panel/AdminPanelPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens from the row with the user's values, saves the admin fields and reloads the list", async () => {
    let saved = user();
    const { calls } = openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      {
        "GET /api/admin/users": () => ({ body: page([saved]) }),
        "PUT /api/users/12": (call) => {
          saved = user({ ...(call.body as object), is_admin: true });
          return { body: saved };
        },
      },
      admin,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Edit Dana Designer" }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Dana Designer" });
    const name = within(dialog).getByLabelText(/^Name/);
    // Keyboard first: the name field has the focus.
    expect(document.activeElement).toBe(name);
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toBe("dana@example.com");
    expect((within(dialog).getByLabelText("Role") as HTMLSelectElement).value).toBe("2");
    expect((within(dialog).getByLabelText("May create stores") as HTMLInputElement).checked).toBe(false);

    fireEvent.change(name, { target: { value: "Dana D." } });
    fireEvent.change(within(dialog).getByLabelText("Role"), { target: { value: "1" } });
    fireEvent.change(within(dialog).getByLabelText("Website role"), { target: { value: " store_owner " } });
    fireEvent.click(within(dialog).getByLabelText("May create stores"));
    // Enter in a field submits the form.
    fireEvent.submit(name.closest("form")!);

    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "PUT" && c.path === "/api/users/12")?.body).toEqual({
      name: "Dana D.",
      email: "dana@example.com",
      role_id: 1,
      website_role: "store_owner",
      can_create_stores: 1,
    });
    expect(await screen.findByText("Dana D. is saved.")).toBeTruthy();
    expect(await screen.findByText("Dana D.", { selector: "td" }, { timeout: 8000 })).toBeTruthy();
    expect(calls.filter((c) => c.method === "GET" && c.path === "/api/admin/users").length).toBeGreaterThan(
      1,
    );
  });

  it("shows the server's field errors next to their fields, and other refusals above them", async () => {
    let attempt = 0;
    openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      {
        "GET /api/admin/users": () => ({ body: page([user({ role_id: 1, is_admin: true })]) }),
        "PUT /api/users/12": () =>
          ++attempt === 1
            ? {
                status: 422,
                body: {
                  message: "Email address is already in use",
                  errors: { email: "Email address is already in use", name: "This element is required" },
                },
              }
            : {
                status: 409,
                body: { message: "This is the only platform admin. Make someone else an admin first." },
              },
      },
      admin,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Edit Dana Designer" }, { timeout: 8000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Dana Designer" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const email = within(dialog).getByLabelText(/^Email/);
    expect(await within(dialog).findByText("Email address is already in use")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Email address is already in use",
    );
    expect(within(dialog).getByLabelText(/^Name/).getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(within(dialog).getByLabelText("Role"), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("This is the only platform admin. Make someone else an admin first."),
    ).toBeTruthy();
    expect(within(dialog).queryByText("Email address is already in use")).toBeNull();

    // Escape closes without saving.
    fireEvent.keyDown(dialog, { key: "Escape" });
    await eventually(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(attempt).toBe(2);
  });
});

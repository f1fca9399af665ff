import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { adminPanelRoutes } from "../../custom-pages/admin-panel/routes";
import { resolveDateRange } from "../../ui/date-range/dateRangeValue";
import { admin } from "./dashboard-helpers";
import { lastQuery, openScreen } from "./gift-cards-helpers";
import { requestsSent } from "./api";
import { resetBrowserState } from "./reset";
import { adminUser as user, loadUserPages, userPage, userRoutes } from "./admin-users-helpers";
import { versionedRecord } from "./versioned-record";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
/** The query of the last call to `path` (handlers may run during the first render). */
const sent = (path: string) => lastQuery(requestsSent(), path);
const listed = (q: URLSearchParams = sent("/api/bread/User")) => {
  return {
    filter: JSON.parse(q.get("filter") ?? "{}") as Record<string, unknown>,
    sort: JSON.parse(q.get("sort") ?? "[]") as unknown,
    range: JSON.parse(q.get("range") ?? "[]") as unknown,
  };
};

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

describe("the User resource's list", { timeout: 60_000 }, () => {
  beforeAll(loadUserPages, 60_000);
  beforeEach(resetBrowserState);
  afterEach(() => {
    vi.restoreAllMocks();
    resetBrowserState();
  });

  it("searches, pages and sorts on the server", async () => {
    openScreen(
      userRoutes,
      "/User",
      {
        "GET /api/bread/User": (call) => {
          const { filter, range } = listed(call.query);
          if (filter.q) return userPage([user()]);
          const from = Array.isArray(range) ? Number(range[0]) : 0;
          const rows = Array.from({ length: from === 0 ? 25 : 5 }, (_, i) =>
            user({ id: 100 + from + i, name: `User ${from + i}` }),
          );
          return userPage(rows, 30, from);
        },
      },
      admin,
    );
    expect(await screen.findByText("User 0", {}, { timeout: 8000 })).toBeTruthy();
    expect(listed().sort).toEqual(["name", "ASC"]);

    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    await eventually(() => expect(listed().range).toEqual([25, 49]));

    // A new order is a new list: back to the first page.
    fireEvent.click(within(screen.getByRole("columnheader", { name: /Joined/ })).getByText("Joined"));
    await eventually(() => {
      expect(listed().sort).toEqual(["created_at", "ASC"]);
      expect(listed().range).toEqual([0, 24]);
    });

    fireEvent.change(screen.getByLabelText("Search by name or email"), { target: { value: "dana" } });
    await eventually(() => expect(listed().filter.q).toBe("dana"));
    expect(await screen.findByText("Dana Designer", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText("User 0")).toBeNull();
  });

  it("says so when no user matches", async () => {
    openScreen(userRoutes, "/User", { "GET /api/bread/User": () => userPage([]) }, admin);
    expect(await screen.findByText("No users match.", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("exports the users matching the search as a CSV file", async () => {
    const { names, created } = catchDownloads();
    openScreen(
      userRoutes,
      "/User",
      {
        "GET /api/bread/User": () => userPage([user()]),
        "GET /api/bread/User/export": csv("user-2026-06-15.csv"),
      },
      admin,
    );
    await screen.findByText("Dana Designer", {}, { timeout: 8000 });
    fireEvent.change(screen.getByLabelText("Search by name or email"), { target: { value: "dana" } });
    await eventually(() => expect(listed().filter.q).toBe("dana"));
    // The toolbar's export (the bulk bar has its own, for the selected rows): the server's CSV of
    // the whole filtered list, saved under the server's name.
    fireEvent.click(screen.getAllByRole("button", { name: "Export" })[0]!);
    await eventually(() => expect(names).toEqual(["user-2026-06-15.csv"]));
    expect(listed(sent("/api/bread/User/export")).filter.q).toBe("dana");
    expect(created).toHaveBeenCalledOnce();
  });

  it("deactivates the selected users after one confirmation", async () => {
    const deactivated = new Set<number>();
    const { calls } = openScreen(
      userRoutes,
      "/User",
      {
        "GET /api/bread/User": () =>
          userPage(
            [user(), user({ id: 13, name: "Olga Other", email: "olga@example.com" })].map((u) =>
              deactivated.has(u.id) ? { ...u, deactivated_at: "2026-06-01T00:00:00.000Z" } : u,
            ),
          ),
        "PUT /api/admin/users/12/deactivate": () => {
          deactivated.add(12);
          return { body: { message: "The user is deactivated.", id: 12, deactivated_at: "x" } };
        },
        "PUT /api/admin/users/13/deactivate": () => {
          deactivated.add(13);
          return { body: { message: "The user is deactivated.", id: 13, deactivated_at: "x" } };
        },
      },
      admin,
    );
    await screen.findByText("Olga Other", {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    fireEvent.click(await screen.findByRole("button", { name: "Deactivate" }));
    expect(
      await screen.findByText("Deactivate 2 users? They are signed out and cannot sign in."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await eventually(() => expect(screen.getAllByText("Deactivated")).toHaveLength(2));
    expect(calls.filter((c) => c.path.endsWith("/deactivate")).map((c) => c.body)).toEqual([
      { deactivated: true },
      { deactivated: true },
    ]);
  });
});

describe("the admin panel's users tab", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/admin-panel/AdminPanelPage");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(() => {
    vi.restoreAllMocks();
    resetBrowserState();
  });

  it("leads to the user list", async () => {
    openScreen(adminPanelRoutes, "/master/admin/view?tab=users", {}, admin);
    const link = await screen.findByRole("link", { name: "Manage users" }, { timeout: 8000 });
    expect(link.getAttribute("href")).toBe("/User");
  });

  it("downloads the registered users of the chosen period", async () => {
    const { names } = catchDownloads();
    const { calls } = openScreen(
      adminPanelRoutes,
      "/master/admin/view?tab=users",
      {
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

/** Picks an option of a react-admin SelectInput. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

describe("the User resource's edit page", { timeout: 60_000 }, () => {
  beforeAll(loadUserPages, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("opens from the row with the user's values, saves the admin fields and goes back to the list", async () => {
    let saved = user();
    const { calls } = openScreen(
      userRoutes,
      "/User",
      {
        "GET /api/bread/User": () => userPage([saved]),
        "GET /api/bread/User/12": () => ({ body: saved }),
        "PUT /api/bread/User/12": (call) => {
          saved = user({ ...(call.body as object), is_admin: true });
          return { body: saved };
        },
      },
      admin,
    );
    fireEvent.click(await screen.findByText("Dana Designer", { selector: "td" }, { timeout: 8000 }));
    const name = await screen.findByRole("textbox", { name: /^Name/ }, { timeout: 8000 });
    await eventually(() => expect((name as HTMLInputElement).value).toBe("Dana Designer"));
    // Keyboard first: the name field has the focus.
    expect(document.activeElement).toBe(name);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("dana@example.com");
    expect(screen.getByRole("combobox", { name: /^Role/ }).textContent).toContain("User");
    expect((screen.getByLabelText("May create stores") as HTMLInputElement).checked).toBe(false);

    fireEvent.change(name, { target: { value: "Dana D." } });
    await choose("Role", "Admin");
    fireEvent.change(screen.getByLabelText("Website role"), { target: { value: " store_owner " } });
    fireEvent.click(screen.getByLabelText("May create stores"));
    // Enter in a field submits the form.
    fireEvent.submit(name.closest("form")!);

    await eventually(() =>
      expect(calls.find((c) => c.method === "PUT" && c.path === "/api/bread/User/12")?.body).toEqual({
        name: "Dana D.",
        email: "dana@example.com",
        role_id: 1,
        website_role: "store_owner",
        can_create_stores: 1,
      }),
    );
    expect(await screen.findByText("Dana D. is saved.")).toBeTruthy();
    expect(await screen.findByText("Dana D.", { selector: "td" }, { timeout: 8000 })).toBeTruthy();
  });

  it("opens the conflict dialog on a user saved meanwhile; 'Apply my changes on top' saves on their version", async () => {
    const stored = versionedRecord(user({ email: "dana@their.example", version: 2 }));
    const { calls } = openScreen(
      userRoutes,
      "/User/12",
      {
        "GET /api/bread/User/12": () => ({ body: user() }),
        "PUT /api/bread/User/12": stored.put,
        "GET /api/bread/User": () => userPage([stored.current]),
      },
      admin,
    );
    const name = await screen.findByRole("textbox", { name: /^Name/ }, { timeout: 8000 });
    await eventually(() => expect((name as HTMLInputElement).value).toBe("Dana Designer"));
    fireEvent.change(name, { target: { value: "Dana D." } });
    fireEvent.submit(name.closest("form")!);
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Someone else saved this record" },
      { timeout: 8000 },
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply my changes on top" }));

    expect(await screen.findByText("Dana D. is saved.", {}, { timeout: 8000 })).toBeTruthy();
    const puts = calls.filter((c) => c.method === "PUT" && c.path === "/api/bread/User/12");
    expect(puts.map((c) => c.headers.get("if-match"))).toEqual(['"1"', '"2"']);
    expect(puts[1]?.body).toMatchObject({ name: "Dana D.", email: "dana@their.example" });
    expect(stored.current).toMatchObject({ name: "Dana D.", email: "dana@their.example", version: 3 });
  });

  it("checks the fields with the account's rules before sending", async () => {
    const { calls } = openScreen(
      userRoutes,
      "/User/12",
      { "GET /api/bread/User/12": () => ({ body: user() }) },
      admin,
    );
    const email = await screen.findByLabelText(/^Email/, {}, { timeout: 8000 });
    await eventually(() => expect((email as HTMLInputElement).value).toBe("dana@example.com"));
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: " " } });
    fireEvent.submit(email.closest("form")!);
    expect(await screen.findByText("This element is required")).toBeTruthy();
    expect(screen.getByText("E-mail must be valid")).toBeTruthy();
    // Deactivation is on the edit page too (phones list users without row actions).
    expect(screen.getByRole("button", { name: "Deactivate Dana Designer" })).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
  });

  it("shows the server's field errors next to their fields, and other refusals in a notification", async () => {
    let attempt = 0;
    openScreen(
      userRoutes,
      "/User/12",
      {
        "GET /api/bread/User/12": () => ({ body: user({ role_id: 1, is_admin: true }) }),
        "PUT /api/bread/User/12": () =>
          ++attempt === 1
            ? {
                status: 422,
                body: {
                  message: "Email address is already in use",
                  errors: { email: "Email address is already in use" },
                },
              }
            : {
                status: 409,
                body: { message: "This is the only platform admin. Make someone else an admin first." },
              },
      },
      admin,
    );
    const email = await screen.findByLabelText(/^Email/, {}, { timeout: 8000 });
    await eventually(() => expect((email as HTMLInputElement).value).toBe("dana@example.com"));
    fireEvent.submit(email.closest("form")!);

    expect(await screen.findByText("Email address is already in use")).toBeTruthy();
    await eventually(() => expect(email.getAttribute("aria-invalid")).toBe("true"));

    await choose("Role", "User");
    fireEvent.change(email, { target: { value: "dana2@example.com" } });
    fireEvent.submit(email.closest("form")!);
    expect(
      await screen.findByText("This is the only platform admin. Make someone else an admin first."),
    ).toBeTruthy();
    expect(attempt).toBe(2);
  });
});

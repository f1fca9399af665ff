import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActivityEventRecord } from "../../domain/activity";
import { resetBrowserState } from "./reset";
import { acme, callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";

const slow = { timeout: 8000 };

type Row = ActivityEventRecord & { website_name: string | null };

const renamed: Row = {
  id: 3,
  created_at: "2026-03-05T09:00:00.000Z",
  user_id: 11,
  user_name: "Diego Designer",
  acting_admin_id: 1,
  acting_admin_name: "Ada Admin",
  website_id: STORE,
  website_name: "Acme Merch",
  entity: "Product",
  entity_id: 41,
  record_name: "Team shirt",
  action: "update",
  changes: { name: ["Team tee", "Team shirt"], price: [2000, 2500] },
};
const signIn: Row = {
  ...renamed,
  id: 2,
  user_id: 10,
  user_name: "Olivia Owner",
  acting_admin_id: null,
  acting_admin_name: null,
  website_id: null,
  website_name: null,
  entity: "User",
  entity_id: 10,
  record_name: null,
  action: "sign_in",
  changes: null,
};

const page = (rows: Row[]) => () => ({
  body: rows,
  headers: { "Content-Range": `activityevent 0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
});
const filterOf = (query: URLSearchParams) =>
  JSON.parse(query.get("filter") ?? "{}") as Record<string, unknown>;

describe("the store activity log", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/activity/ActivityList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the active store's events newest first: who (and the admin acting for them), the record, what changed", async () => {
    const { calls } = stubShell(users.owner, [acme], { "GET /api/bread/ActivityEvent": page([renamed]) });
    openApp(users.owner, "/ActivityEvent");
    const row = (await screen.findByText("Diego Designer", {}, slow)).closest("tr")!;
    expect(within(row).getByText("(by Ada Admin for Diego Designer)")).toBeTruthy();
    expect(within(row).getByText("Product: Team shirt")).toBeTruthy();
    expect(within(row).getByText("Updated")).toBeTruthy();
    expect(within(row).getByText("name: Team tee → Team shirt")).toBeTruthy();
    expect(within(row).getByText("price: $20.00 → $25.00")).toBeTruthy();
    const sent = callsTo(calls, "GET", "/api/bread/ActivityEvent")[0]!;
    expect(sent.headers.get("X-Website-Id")).toBe(String(STORE));
    expect(JSON.parse(sent.query.get("sort")!)).toEqual(["created_at", "DESC"]);
    expect(filterOf(sent.query)).toEqual({});
    expect(screen.getByRole("menuitem", { name: "Activity log" }).getAttribute("href")).toBe(
      "/app/ActivityEvent",
    );
  });

  it("asks the server for the chosen action and record type, and says when nothing matches", async () => {
    const { calls } = stubShell(users.owner, [acme], {
      "GET /api/bread/ActivityEvent": (call) => page(filterOf(call.query).action ? [] : [renamed])(),
    });
    openApp(users.owner, "/ActivityEvent");
    await screen.findByText("Diego Designer", {}, slow);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Action" }));
    fireEvent.click(await screen.findByRole("option", { name: "Changed the status" }));
    expect(
      await screen.findByText(
        "Nothing has been changed in this store yet, or nothing matches the filters.",
        {},
        slow,
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(filterOf(callsTo(calls, "GET", "/api/bread/ActivityEvent").at(-1)!.query)).toEqual({
        action: "status",
      }),
    );
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Record type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Order" }));
    await waitFor(() =>
      expect(filterOf(callsTo(calls, "GET", "/api/bread/ActivityEvent").at(-1)!.query)).toEqual({
        action: "status",
        entity: "Order",
      }),
    );
  });

  it("gives a platform admin every store's log with the platform's own events under Platform", async () => {
    const { calls } = stubShell(users.admin, [acme], {
      "GET /api/bread/ActivityEvent": page([renamed, signIn]),
    });
    openApp(users.admin, "/all/activity");
    const row = (await screen.findByText("Olivia Owner", {}, slow)).closest("tr")!;
    expect(within(row).getByText("Platform")).toBeTruthy();
    expect(within(row).getByText("Signed in")).toBeTruthy();
    // An event recorded before records were named keeps the kind and the id.
    expect(within(row).getByText("User #10")).toBeTruthy();
    expect(within(row).getByText("No field changes")).toBeTruthy();
    expect(screen.getByText("Acme Merch", { selector: "td *, td" })).toBeTruthy();
    expect(filterOf(callsTo(calls, "GET", "/api/bread/ActivityEvent")[0]!.query)).toEqual({ all: true });
  });

  it("offers the log in the menu only to those holding browse_activity", async () => {
    stubShell(users.designer, [acme]);
    openApp(users.designer, "/notifications");
    await screen.findByRole("menuitem", { name: "Dashboard" }, slow);
    expect(screen.queryByRole("menuitem", { name: "Activity log" })).toBeNull();
  });
});

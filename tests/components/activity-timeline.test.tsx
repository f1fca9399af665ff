import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActivityEventRecord } from "../../domain/activity";
import { resetBrowserState } from "./reset";
import { callsTo, openApp, stubShell, users } from "./shell-helpers";
import { adminUser, loadUserPages } from "./admin-users-helpers";

const slow = { timeout: 8000 };

const event = (id: number, overrides: Partial<ActivityEventRecord>): ActivityEventRecord => ({
  id,
  created_at: "2026-03-05T09:00:00.000Z",
  user_id: 1,
  user_name: "Ada Admin",
  acting_admin_id: null,
  acting_admin_name: null,
  website_id: null,
  entity: "User",
  entity_id: 12,
  record_name: "ada@example.com",
  action: "update",
  changes: null,
  ...overrides,
});

describe("a record's activity timeline", { timeout: 60_000 }, () => {
  beforeAll(loadUserPages, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the user's events newest first on their edit page, asking for that record only", async () => {
    const { calls } = stubShell(users.admin, undefined, {
      "GET /api/bread/User/12": () => ({ body: adminUser() }),
      "GET /api/bread/ActivityEvent": () => ({
        body: [
          event(9, {
            changes: { name: ["Dana", "Dana Designer"], password_hash: ["[redacted]", "[redacted]"] },
          }),
          event(4, { action: "create", user_name: null, changes: { email: [null, "dana@example.com"] } }),
        ],
        headers: { "Content-Range": "activityevent 0-1/2" },
      }),
    });
    openApp(users.admin, "/User/12");
    const timeline = await screen.findByRole("region", { name: "Store activity on this record" }, slow);
    const items = await within(timeline).findAllByRole("listitem", {}, slow);
    const entries = items.filter((item) => item.parentElement?.tagName === "OL");
    expect(entries.map((item) => within(item).getAllByText(/./)[0]!.textContent)).toEqual([
      expect.stringMatching(/^Updated · /),
      expect.stringMatching(/^Created · /),
    ]);
    expect(within(entries[0]!).getByText("name: Dana → Dana Designer")).toBeTruthy();
    expect(within(entries[0]!).getByText("password_hash: [redacted] → [redacted]")).toBeTruthy();
    expect(within(entries[1]!).getByText("System")).toBeTruthy();
    expect(within(entries[1]!).getByText("email: — → dana@example.com")).toBeTruthy();
    const asked = callsTo(calls, "GET", "/api/bread/ActivityEvent")[0]!;
    expect(JSON.parse(asked.query.get("filter")!)).toEqual({ all: true, entity: "User", entity_id: 12 });
    expect(JSON.parse(asked.query.get("sort")!)).toEqual(["created_at", "DESC"]);
  });

  it("says when nothing was recorded yet", async () => {
    stubShell(users.admin, undefined, { "GET /api/bread/User/12": () => ({ body: adminUser() }) });
    openApp(users.admin, "/User/12");
    expect(await screen.findByText("No changes recorded for this record yet.", {}, slow)).toBeTruthy();
  });
});

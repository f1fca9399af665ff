import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { acme, appPath, callsTo, openApp, stubShell, users } from "./shell-helpers";

const row = (id: number, content: string, seen = 0) => ({
  id,
  content,
  seen,
  type: "info",
  website_id: null,
  created_at: "2025-01-01T00:00:00.000Z",
});

function stubPage() {
  const rows = [row(1, "Your store Acme Merch is live now!"), row(2, "Welcome! Your account is ready.", 1)];
  const page = () => ({
    data: rows,
    total: rows.length,
    unseen: rows.filter((r) => !r.seen).length,
    current_page: 1,
    last_page: 1,
    per_page: 25,
  });
  return stubShell(users.admin, [acme], {
    "GET /api/notifications": () => ({ body: page() }),
    "GET /api/bread/Notification": (call) => {
      const filter = JSON.parse(call.query.get("filter") ?? "{}") as { seen?: number };
      const shown = filter.seen === 0 ? rows.filter((r) => !r.seen) : rows;
      return {
        body: shown,
        headers: { "Content-Range": `notification 0-${Math.max(shown.length - 1, 0)}/${shown.length}` },
      };
    },
    "POST /api/notifications/clear/2": () => {
      rows.splice(1, 1);
      return { body: { id: 2, unseen: page().unseen } };
    },
    "POST /api/notifications/clear": () => {
      rows.forEach((r) => (r.seen = 1));
      return { body: { message: "ok", updated: 1, unseen: 0 } };
    },
    "POST /api/notifications": () => ({ status: 201, body: { created: 7 } }),
  });
}

describe("/notifications pages", { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/notifications/NotificationList"),
      import("../../resources/notifications/NotificationCreate"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("clears one after the spec's confirm, and marks all read after another", async () => {
    const { calls } = stubPage();
    openApp(users.admin, "/notifications");
    const welcome = (
      await screen.findByText("Welcome! Your account is ready.", {}, { timeout: 20_000 })
    ).closest("li")!;
    const list = screen.getByRole("list", { name: "Notifications" });
    fireEvent.click(within(welcome).getByRole("button", { name: "Clear" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(within(list).queryByText("Welcome! Your account is ready.")).toBeNull());
    expect(callsTo(calls, "POST", "/api/notifications/clear/2")).toHaveLength(1);

    // The first dialog may still be closing (the page is aria-hidden meanwhile).
    fireEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText("Mark all your notifications as read?")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(callsTo(calls, "POST", "/api/notifications/clear")).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Unread (0)" })).toBeTruthy(), {
      timeout: 8000,
    });
  });

  it("lets an admin send a notification to everyone", async () => {
    const { calls } = stubPage();
    openApp(users.admin, "/notifications/create");
    fireEvent.change(await screen.findByLabelText(/Message/, {}, { timeout: 8000 }), {
      target: { value: "Maintenance tonight" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Notification sent to 7 users.")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/notifications")[0]?.body).toEqual({
      content: "Maintenance tonight",
      all: true,
    });
    await waitFor(() => expect(appPath()).toBe("/Notification"));
  });

  it("keeps /notifications/create for admins", async () => {
    stubShell(users.owner, [acme]);
    openApp(users.owner, "/notifications/create");
    await waitFor(() => expect(appPath()).toBe("/"), { timeout: 8000 });
  });
});

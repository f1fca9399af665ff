import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NotificationRecord } from "../../resources/notifications/api";
import { resetBrowserState } from "./reset";
import { acme, callsTo, openApp, stubShell, users } from "./shell-helpers";

const note = (id: number, content: string, type = "info"): NotificationRecord => ({
  id,
  content,
  seen: 0,
  type,
  website_id: null,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
});

/** A tiny notification store: the stubs answer from it, as the server would. */
function serverWith(notifications: NotificationRecord[]) {
  const page = () => {
    const unseen = notifications.filter((n) => !n.seen);
    return {
      data: unseen,
      total: unseen.length,
      unseen: unseen.length,
      current_page: 1,
      last_page: 1,
      per_page: 8,
    };
  };
  return stubShell(users.owner, [acme], {
    "GET /api/notifications": () => ({ body: page() }),
    "PUT /api/notifications/1": () => {
      notifications[0]!.seen = 1;
      return { body: { ...notifications[0], unseen: page().unseen } };
    },
  });
}

const badge = () => screen.getByTestId("bell-count").querySelector(".MuiBadge-badge")?.textContent;

describe("notification bell", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("marks one as read: the count drops and the list reloads", async () => {
    const { calls } = serverWith([
      note(1, "New order from Mary in Acme Merch."),
      note(2, "<p>Supplier prices changed for <strong>Tee</strong>.</p>", "price_change"),
    ]);
    openApp(users.owner, "/Website");
    await waitFor(() => expect(badge()).toBe("2"), { timeout: 8000 });

    fireEvent.click(screen.getByRole("button", { name: /Notifications, 2 unread/ }));
    const list = await screen.findByRole("region", { name: "Notifications" });
    // HTML notifications show as text, never as markup.
    expect(within(list).getByText("Supplier prices changed for Tee.")).toBeTruthy();
    expect(within(list).getByRole("link", { name: "All" }).getAttribute("href")).toBe("/app/notifications");

    const reads = within(list).getAllByRole("button", { name: "Mark as read" });
    fireEvent.click(reads[0]!);

    await waitFor(() => expect(badge()).toBe("1"));
    await waitFor(() => expect(within(list).queryByText("New order from Mary in Acme Merch.")).toBeNull());
    expect(callsTo(calls, "PUT", "/api/notifications/1")[0]?.body).toEqual({ seen: 1 });
  });
});

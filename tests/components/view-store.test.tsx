import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PERMISSION_TYPES } from "../../domain/permissions";
import { resetBrowserState } from "./reset";
import { callsTo, openApp, STORE, stubShell, users } from "./shell-helpers";
import { page, storeRow } from "./stores-helpers";

/**
 * "View Store" before launch (every new store): the public address answers 404 until launch, so
 * every View Store opens the preview with a token, as the store designer's "Open the store" does.
 */

const TOKEN = "7.999.sig";
const PREVIEW = `/store/acme/?preview=${encodeURIComponent(TOKEN)}`;
const tokenCall = `/api/websites/${STORE}/preview-token`;
const unlaunched = storeRow({ is_launched: 0 });
const previewToken = () => ({
  body: { token: TOKEN, expires_at: "2099-01-01T00:00:00.000Z", url: `http://localhost:3000${PREVIEW}` },
});

const viewStore = () => screen.findByRole("menuitem", { name: "View Store" }, { timeout: 8000 });

describe("View Store on an unlaunched store", { timeout: 45_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/notifications/NotificationList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("the store sidebar's View Store opens the preview", async () => {
    const { calls } = stubShell(users.owner, [unlaunched], { [`GET ${tokenCall}`]: previewToken });
    openApp(users.owner, "/notifications");
    const link = await viewStore();
    expect(link.getAttribute("href")).toBe(PREVIEW);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(callsTo(calls, "GET", tokenCall)).toHaveLength(1);
  });

  it("the stores list's address link and Open store open the preview", async () => {
    const opened = vi.spyOn(window, "open").mockReturnValue(null);
    stubShell(users.owner, [unlaunched], {
      "GET /api/get/websites": () => page([unlaunched]),
      [`GET ${tokenCall}`]: previewToken,
    });
    openApp(users.owner, "/websites");
    const table = await screen.findByRole("table", {}, { timeout: 8000 });
    const address = await within(table).findByRole("link", { name: "localhost:3000/store/acme" });
    expect(address.getAttribute("href")).toBe(PREVIEW);

    fireEvent.click(screen.getByRole("button", { name: "Actions for Acme Merch" }));
    const open = await screen.findByRole("menuitem", { name: "Open store" });
    await waitFor(() => expect(open.getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(open);
    expect(opened).toHaveBeenCalledWith(PREVIEW, "_blank", "noopener,noreferrer");
  });

  it("a launched store's View Store is its public address, with no token asked for", async () => {
    const launched = storeRow();
    const { calls } = stubShell(users.owner, [launched], { [`GET ${tokenCall}`]: previewToken });
    openApp(users.owner, "/notifications");
    expect((await viewStore()).getAttribute("href")).toBe("http://localhost:3000/store/acme");
    expect(callsTo(calls, "GET", tokenCall)).toHaveLength(0);
  });

  it("offers no View Store to whom the server gives no preview (neither design nor settings)", async () => {
    const salesRow = storeRow({
      is_launched: 0,
      permissions: PERMISSION_TYPES.filter(
        (p) => !["edit_design", "edit_settings", "full_admin_access"].includes(p),
      ),
    });
    const { calls } = stubShell(users.salesperson, [salesRow], { [`GET ${tokenCall}`]: previewToken });
    openApp(users.salesperson, "/notifications");
    await screen.findByRole("menuitem", { name: "Dashboard" }, { timeout: 8000 });
    expect(screen.queryByRole("menuitem", { name: "View Store" })).toBeNull();
    expect(callsTo(calls, "GET", tokenCall)).toHaveLength(0);
  });
});

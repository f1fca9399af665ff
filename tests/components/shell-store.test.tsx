import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getActiveWebsiteId, storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { getToken } from "../../providers/session";
import { resetBrowserState } from "./reset";
import { acme, appPath, openApp, stubShell, users } from "./shell-helpers";

describe("active store and embedding", { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetBrowserState();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    resetBrowserState();
    window.sessionStorage.clear();
  });

  it("signs the user out when the store list cannot be loaded", async () => {
    stubShell(users.owner, [acme], {
      "GET /api/websites": () => ({ status: 500, body: { message: "down" } }),
    });
    openApp(users.owner, "/notifications");
    await waitFor(() => expect(appPath()).toBe("/login"), { timeout: 8000 });
    expect(getToken()).toBeNull();
  });

  it("says 'Website not found' when the remembered store is gone, and picks another", async () => {
    stubShell(users.owner, [acme]);
    storeActiveWebsiteId(99);
    openApp(users.owner, "/notifications");
    expect(await screen.findByText("Website not found", {}, { timeout: 8000 })).toBeTruthy();
    expect(getActiveWebsiteId()).toBe(acme.id);
  });

  it("drops the window decorations in iframe mode and remembers it for the session", async () => {
    stubShell(users.owner, [acme]);
    openApp(users.owner, "/notifications?iframe=1");
    await screen.findByRole("menuitem", { name: "Dashboard" }, { timeout: 8000 });
    expect(screen.queryByRole("button", { name: "Language" })).toBeNull();
    expect(screen.queryByText("Need a hand? We are here to help.")).toBeNull();
    expect(window.sessionStorage.getItem("iframe")).toBe("1");
  });
});

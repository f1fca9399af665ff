import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { startSession } from "../../providers/session";
import { App } from "../../src/App";
import { makeUser, makeWebsite } from "./fixtures";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";

const owner = makeUser({ user_websites: [7, 8] });
const websites = [
  makeWebsite({ id: 8, name: "Demo Shop", is_demo: 1 }),
  makeWebsite({ id: 7, name: "Acme Merch" }),
];

describe("active store", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../resources/orders/OrderList");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("starts on the first non-demo store and re-scopes lists when the picker changes", async () => {
    const { calls } = answerApi({
      ...unwatched,
      "GET /api/user": () => ({ body: owner }),
      "GET /api/websites": () => ({ body: websites }),
      "GET /api/orders": () => ({ body: [], headers: { "Content-Range": "orders 0-0/0" } }),
    });
    startSession(owner, "owner-token");
    window.history.replaceState(null, "", "/app/Order");
    render(<App />);

    const orderCalls = () => calls.filter((call) => call.path === "/api/orders");
    await waitFor(() => expect(orderCalls().length).toBeGreaterThan(0), { timeout: 8000 });
    // The demo store is listed first, but the rule picks the first real store, before any list loads.
    expect(orderCalls().every((call) => call.headers.get("X-Website-Id") === "7")).toBe(true);
    expect(getActiveWebsiteId()).toBe(7);

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Current store" }));
    fireEvent.click(within(await screen.findByRole("listbox")).getByText("Demo Shop"));

    await waitFor(() => expect(orderCalls().at(-1)?.headers.get("X-Website-Id")).toBe("8"));
    expect(getActiveWebsiteId()).toBe(8);
    expect(document.cookie).toContain("active_website=8");
  });
});

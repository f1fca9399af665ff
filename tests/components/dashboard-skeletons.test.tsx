import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeStats, openApp, owner, stubAppApi } from "./dashboard-helpers";
import { holdAnswers } from "./api";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });
const skeletons = (element: HTMLElement) => element.querySelectorAll(".MuiSkeleton-root").length;

/** Holds the answers to GET `path` until the returned function is called. */
const hold = (path: string) => holdAnswers(`GET ${path}`);

describe("dashboard while loading", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import("../../custom-pages/dashboard/StoreDashboard");
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("draws skeletons in every card until the statistics arrive", async () => {
    stubAppApi(owner, { "GET /api/chart/stats": () => ({ body: makeStats(false) }) });
    const release = hold("/api/chart/stats");
    openApp(owner, "/store-dashboard");

    const orders = await screen.findByRole("region", { name: "Orders statistics" }, { timeout: 8000 });
    const cards = screen.getAllByRole("region");
    expect(cards.length).toBeGreaterThanOrEqual(5);
    for (const card of cards) {
      expect(card.getAttribute("aria-busy")).toBe("true");
      expect(skeletons(card)).toBeGreaterThan(0);
    }

    release();
    await eventually(() => expect(within(orders).getByText("88")).toBeTruthy());
    for (const card of screen.getAllByRole("region")) {
      expect(card.getAttribute("aria-busy")).toBe("false");
      expect(skeletons(card)).toBe(0);
    }
  });
});

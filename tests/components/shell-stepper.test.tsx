import { act, render, screen } from "@testing-library/react";
import { AdminContext } from "react-admin";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTHING_DONE, progressSteps } from "../../domain/progress";
import { i18nProvider } from "../../src/i18n";
import { affectsProgress } from "../../providers/progressEvents";
import { ProgressPanel } from "../../src/layout/progress/ProgressPanel";
import type { Progress } from "../../src/layout/progress/useProgress";
import { resetBrowserState } from "./reset";

const ALL_DONE = Object.fromEntries(
  Object.keys(NOTHING_DONE).map((key) => [key, true]),
) as typeof NOTHING_DONE;
const progress = (allDone: boolean): Progress => ({
  website_id: 7,
  all_done: allDone,
  steps: progressSteps(7, allDone ? ALL_DONE : { ...NOTHING_DONE, store_created: true }),
});

function renderPanel(initial: Progress) {
  const view = render(
    <AdminContext i18nProvider={i18nProvider}>
      <ProgressPanel progress={initial} />
    </AdminContext>,
  );
  const update = (next: Progress) =>
    view.rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ProgressPanel progress={next} />
      </AdminContext>,
    );
  return { update };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("onboarding stepper", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    resetBrowserState();
  });

  it("stays hidden when every step is done on load", async () => {
    renderPanel(progress(true));
    await advance(10_000);
    expect(screen.queryByText("Get your store ready")).toBeNull();
    expect(screen.queryByText("You are ready to go")).toBeNull();
  });

  it("shows the steps 0.5 s after load, with the next step to do", async () => {
    renderPanel(progress(false));
    expect(screen.queryByText("Get your store ready")).toBeNull();
    await advance(500);
    expect(screen.getByText("Get your store ready")).toBeTruthy();
    expect(screen.getByText("1 of 6 steps done")).toBeTruthy();
    // AdminContext brings a hash router in this test.
    expect(screen.getByRole("link", { name: /Continue/ }).getAttribute("href")).toMatch(/\/websites\/7$/);
  });

  it("sends 'Connect your payment account' to the store settings' payments tab", async () => {
    renderPanel({
      website_id: 7,
      all_done: false,
      steps: progressSteps(7, { ...NOTHING_DONE, store_created: true, address_valid: true }),
    });
    await advance(500);
    expect(screen.getByText("2 of 6 steps done")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Continue/ }).getAttribute("href")).toMatch(
      /\/websites\/7\?tab=payments$/,
    );
  });

  it("says 'You are ready to go' when the last step gets done, then hides after 5 s", async () => {
    const { update } = renderPanel(progress(false));
    await advance(500);
    update(progress(true));
    await advance(0);
    expect(screen.getByText("You are ready to go")).toBeTruthy();
    expect(screen.queryByText("Get your store ready")).toBeNull();
    await advance(4_900);
    expect(screen.getByText("You are ready to go")).toBeTruthy();
    await advance(100);
    expect(screen.queryByText("You are ready to go")).toBeNull();
  });

  it("is refetched after writes to shipments, payments or websites only", () => {
    expect(affectsProgress("POST", "/api/websites/4/launch-store")).toBe(true);
    expect(affectsProgress("PUT", "/api/bread/Website/4")).toBe(true);
    expect(affectsProgress("DELETE", "/api/shipments/3")).toBe(true);
    expect(affectsProgress("POST", "/api/payments_request")).toBe(true);
    expect(affectsProgress("GET", "/api/websites")).toBe(false);
    expect(affectsProgress("POST", "/api/notifications/clear")).toBe(false);
  });
});

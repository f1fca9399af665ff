import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PLAN_MSG } from "../../domain/plans";
import { openContent, promotion, rows } from "./content-helpers";
import { activeStoreOnPlan } from "./fixtures";
import { resetBrowserState } from "./reset";

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 8000 });

const list = { "GET /api/bread/Promotion": () => rows("Promotion", [promotion]) };

describe("promotions and the store's plan", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import("../../resources/content/ContentList"),
      import("../../resources/content/ContentCreate"),
    ]);
  }, 60_000);
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("a Free store sees the padlock notice and cannot create or delete promotions", async () => {
    openContent("/promotions", { ...activeStoreOnPlan(false), ...list });
    expect(await screen.findByText(PLAN_MSG.discountsLocked, {}, { timeout: 20_000 })).toBeTruthy();
    const create = screen.getByRole("link", { name: "New promotion" });
    expect(create.getAttribute("aria-disabled")).toBe("true");
    const table = await screen.findByRole("table", { name: "Promotions" }, { timeout: 8000 });
    await within(table).findByText("Summer sale");
    expect(
      (within(table).getByRole("button", { name: "Delete Summer sale" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("a Free store's promotion form shows the notice and cannot be saved", async () => {
    openContent("/promotions/edit-add", activeStoreOnPlan(false));
    expect(await screen.findByText(PLAN_MSG.discountsLocked, {}, { timeout: 20_000 })).toBeTruthy();
    await screen.findByRole("textbox", { name: "Title" });
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a store whose plan has the feature creates promotions, without a notice", async () => {
    openContent("/promotions", { ...activeStoreOnPlan(true), ...list });
    const table = await screen.findByRole("table", { name: "Promotions" }, { timeout: 20_000 });
    await within(table).findByText("Summer sale");
    expect(screen.getByRole("link", { name: "New promotion" }).getAttribute("aria-disabled")).toBeNull();
    await eventually(() => expect(screen.queryByText(PLAN_MSG.discountsLocked)).toBeNull());
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetBrowserState } from "./reset";
import { appPath, callsTo, openApp, STORE, users } from "./shell-helpers";
import { makeDetail, PLANS } from "./store-settings-helpers";
import { storeRow, stubStores } from "./stores-helpers";

const ready = storeRow({ is_launched: 0 });

const notReady = () => ({
  body: {
    error:
      "Before launching your store, please add a valid store address, connect a payment account and publish at least one product.",
    missing: ["address", "payments", "product"],
  },
});

describe("launch store", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists what is missing, each with a link to where it is fixed", async () => {
    stubStores(users.owner, [ready], {
      [`POST /api/websites/${STORE}/launch-store`]: notReady,
      // The link opens the settings page, which loads the store: answered, so the page stays open.
      [`GET /api/websites/${STORE}`]: () => ({ body: makeDetail({ id: STORE }) }),
      "GET /api/plans": () => ({ body: PLANS }),
    });
    openApp(users.owner, "/notifications");
    fireEvent.click(await screen.findByRole("button", { name: "Launch Store" }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    const dialog = await screen.findByRole("dialog", { name: "Your store is not ready to launch" });
    expect(
      within(dialog).getByText(/^Before launching your store, please add a valid store address/),
    ).toBeTruthy();
    const missing = within(dialog).getByRole("list", { name: "What is missing" });
    expect(within(missing).getByText("A valid store address")).toBeTruthy();
    expect(within(missing).getByText("A connected payment account")).toBeTruthy();
    expect(within(missing).getByText("At least one published product")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Connect" }).getAttribute("href")).toBe(
      `/app/websites/${STORE}?tab=payments`,
    );
    expect(within(dialog).getByRole("link", { name: "Products" }).getAttribute("href")).toBe("/app/Product");

    fireEvent.click(within(dialog).getByRole("link", { name: "Add address" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 8000 });
    expect(appPath() + window.location.search).toBe(`/Website/${STORE}`);
    // The settings chunk loads lazily: under load it takes longer than waitFor's 1 s default.
    const general = await screen.findByRole("tab", { name: "General Store Settings" }, { timeout: 8000 });
    expect(general.getAttribute("aria-selected")).toBe("true");
  });

  it("names only what is missing, and launches once it is ready", async () => {
    let launched = false;
    let rows = [ready];
    const { calls } = stubStores(users.owner, rows, {
      "GET /api/websites": () => ({ body: rows }),
      [`POST /api/websites/${STORE}/launch-store`]: () => {
        if (!launched) {
          launched = true;
          return {
            body: {
              error: "Before launching your store, please publish at least one product.",
              missing: ["product"],
            },
          };
        }
        rows = [{ ...ready, is_launched: 1 }];
        return { body: { message: "Your store is active now!", website: rows[0] } };
      },
    });
    openApp(users.owner, "/notifications");
    fireEvent.click(await screen.findByRole("button", { name: "Launch Store" }, { timeout: 8000 }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    const dialog = await screen.findByRole("dialog", { name: "Your store is not ready to launch" });
    expect(within(dialog).queryByText("A valid store address")).toBeNull();
    expect(within(dialog).getByText("At least one published product")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Launch Store" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Your store is active now!")).toBeTruthy();
    // The store lists reload: the launched store no longer offers the button.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Launch Store" })).toBeNull());
    expect(callsTo(calls, "POST", `/api/websites/${STORE}/launch-store`)).toHaveLength(2);
  });
});

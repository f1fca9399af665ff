import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { makeUser, makeWebsite } from "./fixtures";
import { resetBrowserState } from "./reset";
import { appPath, callsTo, openApp, stubShell } from "./shell-helpers";

/** The top-bar search when the user runs two stores that look alike (one copied from the other). */

const owner = makeUser({ id: 10, name: "Olivia Owner", user_websites: [7, 8] });
const original = makeWebsite({ id: 7, name: "Acme Merch" });
const copy = makeWebsite({ id: 8, name: "Acme Merch Copy", link: "acme-copy" });

const hit = (id: number, website: { id: number; name: string }) => ({
  id,
  website_id: website.id,
  website_name: website.name,
  name: "Good Vibes Authentic Tee",
  description: "Good Vibes design on the Hanes 5250 Authentic Tee.",
  photo: null,
  // A light page, so the test follows the switch rather than the product editor's loading.
  url: `/settings/privacy?product=${id}`,
});

describe("product search across similar stores", { timeout: 20_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("names each hit's store, and opening one makes its store the current one", async () => {
    const { calls } = stubShell(owner, [original, copy], {
      "POST /api/search": () => ({ body: [hit(37, original), hit(137, copy)] }),
    });
    openApp(owner, "/notifications");
    // jsdom applies no media queries, so the box counts as hidden (it hides on small screens).
    const box = await screen.findByRole(
      "combobox",
      { name: "Search products", hidden: true },
      { timeout: 8000 },
    );
    await waitFor(() => expect(getActiveWebsiteId()).toBe(7));

    fireEvent.change(box, { target: { value: "tee" } });
    const listbox = await screen.findByRole("listbox", { hidden: true }, { timeout: 3000 });
    const options = within(listbox).getAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining("Acme Merch"),
      expect.stringContaining("Acme Merch Copy"),
    ]);
    expect(within(options[0]!).queryByText("Acme Merch Copy")).toBeNull();
    expect(within(options[1]!).getByText("Acme Merch Copy")).toBeTruthy();

    // Enter on the second hit: the copy's product.
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });

    await waitFor(() => expect(appPath()).toBe("/settings/privacy"));
    expect(window.location.search).toBe("?product=137");
    expect(getActiveWebsiteId()).toBe(8);
    // The sidebar's picker and the store header of the calls that follow name the same store.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Current store" }).textContent).toContain(
        "Acme Merch Copy",
      ),
    );
    await waitFor(() =>
      expect(callsTo(calls, "GET", "/api/notifications").at(-1)?.headers.get("X-Website-Id")).toBe("8"),
    );
  });
});

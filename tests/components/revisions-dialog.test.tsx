import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RevisionsButton } from "../../ui/revisions/RevisionsButton";
import { priceBelowMinimumMessage } from "../../domain/pricing";
import { messageCode } from "../../domain/message-codes";
import { openScreen } from "./gift-cards-helpers";
import { resetBrowserState } from "./reset";

const slow = { timeout: 8000 };

const summary = (id: number, number: number, user_name: string | null = "Olivia Owner") => ({
  id,
  number,
  created_at: `2026-03-0${number}T10:00:00.000Z`,
  user_id: user_name ? 10 : null,
  user_name,
  acting_admin_name: null,
});
const variant = (id: string, price: number | null) => ({
  id,
  sku: `Red_${id}`,
  color: "Red",
  color_swatch: "#ff0000",
  size: id,
  price,
  available: 1,
  show: 1,
});
const snapshots: Record<string, Record<string, unknown>> = {
  "31": { name: "Team Tee", price: 1999, variants: [variant("M", null), variant("L", null)] },
  "32": { name: "Team Tee", price: 2499, variants: [variant("M", null), variant("L", 300)] },
  "33": { name: "Team Tee Pro", price: 2999, variants: [variant("M", null), variant("L", 300)] },
};

function openHistory(onReverted: () => void, revert: () => { status?: number; body?: unknown }) {
  const api = openScreen(
    [<Route key="p" path="/" element={<RevisionsButton path="products" id={5} onReverted={onReverted} />} />],
    "/",
    {
      "GET /api/products/5/revisions": () => ({
        body: { data: [summary(33, 3), summary(32, 2), summary(31, 1, null)] },
      }),
      "GET /api/products/5/revisions/:revisionId": ({ params }) => ({
        body: {
          ...summary(Number(params.revisionId), 1),
          entity: "Product",
          entity_id: 5,
          data: snapshots[params.revisionId!],
        },
      }),
      "POST /api/products/5/revisions/:revisionId/revert": revert,
    },
  );
  fireEvent.click(screen.getByRole("button", { name: "History" }));
  return api;
}

describe("revision history dialog", { timeout: 60_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists who saved when, shows the two newest side by side, and compares any two picked", async () => {
    openHistory(vi.fn(), () => ({ body: {} }));
    const dialog = await screen.findByRole("dialog", { name: "Store revision history" }, slow);
    const list = await within(dialog).findByRole("list", { name: "Revisions" }, slow);
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getByText("Revision 1")).toBeTruthy();
    expect(within(list).getByText(/^Store setup ·/)).toBeTruthy();
    // The two newest at first: revision 2 (older) against 3 (newer).
    const table = await within(dialog).findByRole("table", {}, slow);
    expect(within(table).getByRole("columnheader", { name: "Revision 2 (older)" })).toBeTruthy();
    const price = within(table).getByRole("row", { name: /Retail price/ });
    expect(within(price).getByText("$24.99")).toBeTruthy();
    expect(within(price).getByText("$29.99")).toBeTruthy();
    expect(within(table).getByRole("row", { name: /Name Team Tee Team Tee Pro/ })).toBeTruthy();

    // Pick revision 1 instead of 2: the variant row whose price changed is listed with its price.
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Compare revision 2" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Compare revision 1" }));
    const next = await within(dialog).findByRole("columnheader", { name: "Revision 1 (older)" }, slow);
    const rows = within(next.closest("table")!);
    const row = rows.getByRole("row", { name: /Variants: Red \/ L changed/ });
    expect(within(row).getByText("price: —")).toBeTruthy();
    expect(within(row).getByText("price: $3.00")).toBeTruthy();
  });

  it("reverts after a confirmation and reloads the record; a refused revert says why and stays", async () => {
    const onReverted = vi.fn();
    let refuse = true;
    const message = priceBelowMinimumMessage(2200);
    const { calls } = openHistory(onReverted, () =>
      refuse
        ? { status: 422, body: { message, code: messageCode(message), errors: { price: message } } }
        : {
            body: { message: "The revision has been restored as a new revision.", revision: summary(34, 4) },
          },
    );
    const dialog = await screen.findByRole("dialog", { name: "Store revision history" }, slow);
    // The newest revision is the current state: no revert on it.
    const items = within(await within(dialog).findByRole("list", { name: "Revisions" }, slow)).getAllByRole(
      "listitem",
    );
    expect(within(items[0]!).queryByRole("button", { name: "Revert to this revision" })).toBeNull();

    fireEvent.click(within(items[2]!).getByRole("button", { name: "Revert to this revision" }));
    const confirm = await screen.findByRole("dialog", { name: "Revert to revision 1?" }, slow);
    fireEvent.click(within(confirm).getByRole("button", { name: /confirm|yes/i }));
    expect(await screen.findByText(message, {}, slow)).toBeTruthy();
    expect(onReverted).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/products/5/revisions/31/revert",
    ]);

    refuse = false;
    // The history is hidden from assistive technology while the question closes (its exit
    // transition); it must come back, or the user could not revert again.
    fireEvent.click(await within(items[2]!).findByRole("button", { name: "Revert to this revision" }, slow));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Revert to revision 1?" }, slow)).getByRole("button", {
        name: /confirm|yes/i,
      }),
    );
    await waitFor(() => expect(onReverted).toHaveBeenCalledOnce(), slow);
    expect(await screen.findByText("Reverted to revision 1", {}, slow)).toBeTruthy();
  });
});

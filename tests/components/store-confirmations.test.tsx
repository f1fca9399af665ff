import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";
import { callsTo, openApp, STORE, users } from "./shell-helpers";
import { page, storeRow, stubStores } from "./stores-helpers";

const unlaunched = storeRow({ id: 8, name: "Acme Demo Shop", link: "acme-demo-shop", is_launched: 0 });
const owner = makeUser({ id: 10, user_websites: [8] });

const openMenu = async (name: string) =>
  fireEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }, { timeout: 8000 }));

describe("store actions that cannot be undone ask first", { timeout: 45_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("deletes a store permanently only once its name has been typed", async () => {
    const { calls } = stubStores(owner, [unlaunched], {
      "GET /api/get/websites": () => page([unlaunched]),
      "POST /api/websites/destroy": () => ({ body: { message: "Store deleted permanently" } }),
    });
    openApp(owner, "/websites");
    await openMenu("Acme Demo Shop");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete permanently" }));

    const dialog = await screen.findByRole("dialog", { name: "Delete Acme Demo Shop permanently?" });
    expect(within(dialog).getByText("Are you sure, you want delete this element?")).toBeTruthy();
    const yes = within(dialog).getByRole("button", { name: "Yes" });
    expect(yes).toHaveProperty("disabled", true);
    const field = within(dialog).getByLabelText("Type the store's name, Acme Demo Shop, to confirm");
    fireEvent.change(field, { target: { value: "Acme Demo" } });
    expect(yes).toHaveProperty("disabled", true);
    fireEvent.click(yes);
    expect(callsTo(calls, "POST", "/api/websites/destroy")).toHaveLength(0);

    fireEvent.change(field, { target: { value: "Acme Demo Shop" } });
    expect(yes).toHaveProperty("disabled", false);
    fireEvent.click(yes);
    await waitFor(() => expect(callsTo(calls, "POST", "/api/websites/destroy")).toHaveLength(1));
    expect(callsTo(calls, "POST", "/api/websites/destroy")[0]?.body).toEqual({ website_id: 8 });
  });

  it("asks before launching a store, and No launches nothing", async () => {
    const ready = storeRow({ is_launched: 0 });
    const { calls } = stubStores(users.owner, [ready], {
      [`POST /api/websites/${STORE}/launch-store`]: () => ({
        body: { message: "Your store is active now!", website: { ...ready, is_launched: 1 } },
      }),
    });
    openApp(users.owner, "/notifications");
    fireEvent.click(await screen.findByRole("button", { name: "Launch Store" }, { timeout: 8000 }));
    let dialog = await screen.findByRole("dialog", { name: `Launch ${ready.name}?` });
    expect(within(dialog).getByText("The store becomes public.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(calls, "POST", `/api/websites/${STORE}/launch-store`)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Launch Store" }));
    dialog = await screen.findByRole("dialog", { name: `Launch ${ready.name}?` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Your store is active now!")).toBeTruthy();
    expect(callsTo(calls, "POST", `/api/websites/${STORE}/launch-store`)).toHaveLength(1);
  });
});

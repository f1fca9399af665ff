import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PERMISSION_TYPES } from "../../domain/permissions";
import { getActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";
import { appPath, callsTo, openApp, STORE, users } from "./shell-helpers";
import { makeDetail, PLANS } from "./store-settings-helpers";
import { page, queriesTo, query, storeRow, stubStores } from "./stores-helpers";

const acme = storeRow({ logo_url: "/files/acme-logo.png" });
const demo = storeRow({ id: 8, name: "Acme Demo", link: "acme-demo", is_demo: 1, is_launched: 0 });
const archived = storeRow({ id: 9, name: "Old Shop", link: "old-shop", archived_at: "2025-01-01T00:00:00Z" });
const owner = makeUser({ id: 10, user_websites: [STORE, 8, 9] });

/** GET /api/get/websites answering by its archived parameter. */
const ownStores = () => page(query.current.get("archived") === "1" ? [archived] : [acme, demo]);

/** The list itself: the store picker in the sidebar names the stores too. */
const table = () => screen.getByRole("table");

/** The text an input is described by: its helper text, where its error is said. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const openMenu = async (name: string) =>
  fireEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }, { timeout: 8000 }));

describe("stores list (/websites)", { timeout: 45_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("lists the user's stores from one per_page 10000 fetch, with logo, states and public link", async () => {
    stubStores(owner, [acme, demo], { "GET /api/get/websites": ownStores });
    openApp(owner, "/websites");
    await screen.findByRole("table", {}, { timeout: 8000 });
    const row = within(table()).getByText("Acme Merch").closest("tr")!;
    expect(within(row).getByText("Launched")).toBeTruthy();
    expect(within(row).getByRole("img").getAttribute("src")).toBe("/files/acme-logo.png");
    const link = within(row).getByRole("link", { name: "localhost:3000/store/acme" });
    expect(link.getAttribute("href")).toBe("http://localhost:3000/store/acme");
    expect(link.getAttribute("target")).toBe("_blank");
    const demoRow = within(table()).getByText("Acme Demo").closest("tr")!;
    expect(within(demoRow).getByText("Demo")).toBeTruthy();
    expect(within(demoRow).getByText("Not launched")).toBeTruthy();
    const asked = queriesTo("/api/get/websites");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((q) => q.get("per_page") === "10000" && q.get("archived") === "0")).toBe(true);
  });

  it("opens a store's settings from its row", async () => {
    stubStores(owner, [acme], {
      "GET /api/get/websites": () => page([acme]),
      [`GET /api/websites/${STORE}`]: () => ({ body: makeDetail({ id: STORE }) }),
      "GET /api/plans": () => ({ body: PLANS }),
    });
    openApp(owner, "/websites");
    await screen.findByRole("table", {}, { timeout: 8000 });
    fireEvent.click(within(table()).getByText("Acme Merch"));
    await waitFor(() => expect(appPath()).toBe(`/Website/${STORE}`));
    // The settings chunk loads lazily: under load it takes longer than waitFor's 1 s default.
    expect(
      await screen.findByRole("tab", { name: "General Store Settings" }, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it("archives after confirmation, says so and reloads the list and the store picker", async () => {
    let rows = [acme, demo];
    const { calls } = stubStores(owner, [acme, demo], {
      "GET /api/get/websites": () => page(query.current.get("archived") === "1" ? [] : rows),
      "POST /api/websites/archive": () => {
        rows = [demo];
        return { body: { message: "Store archived", website: { ...acme, archived_at: "2026-01-01" } } };
      },
    });
    openApp(owner, "/websites");
    await openMenu("Acme Merch");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Archive" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Archive Acme Merch?")).toBeTruthy();
    const pickerCalls = callsTo(calls, "GET", "/api/websites").length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    expect(await screen.findByText("Store archived")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites/archive")[0]?.body).toEqual({ website_id: STORE });
    await waitFor(() => expect(within(table()).queryByText("Acme Merch")).toBeNull());
    await waitFor(() => expect(callsTo(calls, "GET", "/api/websites").length).toBeGreaterThan(pickerCalls));
  });

  it("restores an archived store from the Archived tab", async () => {
    const { calls } = stubStores(owner, [acme, demo], {
      "GET /api/get/websites": ownStores,
      [`POST /api/websites/restore/9`]: () => ({
        body: { message: "Store restored", website: { ...archived, archived_at: null } },
      }),
    });
    openApp(owner, "/websites");
    fireEvent.click(await screen.findByRole("tab", { name: "Archived" }, { timeout: 8000 }));
    const row = (await waitFor(() => within(table()).getByText("Old Shop"), { timeout: 8000 })).closest(
      "tr",
    )!;
    expect(within(row).getByText("Archived")).toBeTruthy();
    await openMenu("Old Shop");
    expect(screen.queryByRole("menuitem", { name: "Archive" })).toBeNull();
    fireEvent.click(screen.getByRole("menuitem", { name: "Restore" }));
    expect(await screen.findByText("Store restored")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites/restore/9")).toHaveLength(1);
  });

  it("deletes for good only after the spec's confirmation, and shows the server's refusal", async () => {
    const { calls } = stubStores(owner, [acme, demo], {
      "GET /api/get/websites": ownStores,
      "POST /api/websites/destroy": () => ({
        status: 409,
        body: {
          message: "Only an archived store or a store that was never launched can be deleted permanently.",
        },
      }),
    });
    openApp(owner, "/websites");
    // A launched store in use is archived first: no delete on its row.
    await openMenu("Acme Merch");
    expect(screen.queryByRole("menuitem", { name: "Delete permanently" })).toBeNull();
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });

    await openMenu("Acme Demo");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete permanently" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure, you want delete this element?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(calls, "POST", "/api/websites/destroy")).toHaveLength(0);

    await openMenu("Acme Demo");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete permanently" }));
    dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Acme Demo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes" }));
    expect(
      await screen.findByText(
        "Only an archived store or a store that was never launched can be deleted permanently.",
      ),
    ).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites/destroy")[0]?.body).toEqual({ website_id: 8 });
  });

  it("transfers to a team member, showing the server's field error first", async () => {
    let attempts = 0;
    let mine = [acme];
    const { calls } = stubStores(owner, [acme], {
      "GET /api/get/websites": () => page(mine),
      "GET /api/websites": () => ({ body: mine }),
      "GET /api/permissions": () => ({
        body: {
          invitations: [],
          user_permissions: [
            { user_id: 10, name: "Olivia Owner", email: "owner@example.com", is_owner: true },
            { user_id: 20, name: "Sam Seller", email: "sam@example.com", is_owner: false },
          ],
        },
      }),
      "POST /api/transfer/website": () => {
        if (++attempts === 1)
          return {
            status: 422,
            body: { message: "Invalid", errors: { email: "No user with this email address." } },
          };
        mine = [];
        return {
          body: {
            message: "The store now belongs to sam@example.com.",
            website: { ...acme, user_id: 20, permissions: [] },
          },
        };
      },
    });
    openApp(owner, "/websites");
    await openMenu("Acme Merch");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Transfer to another user" }));
    const dialog = await screen.findByRole("dialog");
    const input = within(dialog).getByRole("combobox", { name: "New owner's email" });
    fireEvent.change(input, { target: { value: "nobody@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    expect(await within(dialog).findByText("No user with this email address.")).toBeTruthy();

    fireEvent.change(input, { target: { value: "sam" } });
    fireEvent.click(await screen.findByRole("option", { name: "Sam Seller (sam@example.com)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    expect(await screen.findByText("The store now belongs to sam@example.com.")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/transfer/website")[1]?.body).toEqual({
      website_id: STORE,
      email: "sam@example.com",
    });
    // The owner kept no right in it: the store leaves their lists.
    await waitFor(() => expect(screen.queryByText("Acme Merch")).toBeNull());
    expect(getActiveWebsiteId()).toBeNull();
  });

  it("clones a store; the copy becomes the active store", async () => {
    const copy = storeRow({ id: 30, name: "Acme Merch (copy)", link: "acme-merch-copy", is_launched: 0 });
    const creator = makeUser({ id: 10, user_websites: [STORE], website_role: { name: "owner" } });
    let mine = [acme];
    const { calls } = stubStores(creator, [acme], {
      "GET /api/get/websites": () => page(mine),
      "GET /api/websites": () => ({ body: mine }),
      "POST /api/websites/clone": () => {
        mine = [copy, acme];
        return { status: 201, body: { message: "Store cloned successfully", website: copy } };
      },
    });
    openApp(creator, "/websites");
    await openMenu("Acme Merch");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Clone" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: "Store name" }) as HTMLInputElement;
    expect(name.value).toBe("Acme Merch (copy)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Clone" }));
    expect(await screen.findByText("Store cloned successfully")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites/clone")[0]?.body).toEqual({
      website_id: STORE,
      name: "Acme Merch (copy)",
      is_demo: false,
    });
    await waitFor(() => expect(getActiveWebsiteId()).toBe(30));
    await waitFor(() => expect(within(table()).getByText("Acme Merch (copy)")).toBeTruthy(), {
      timeout: 8000,
    });
  });

  it("clone: checks the name first, then shows the server's refusal beside the name and sends exactly what was typed", async () => {
    const creator = makeUser({ id: 10, user_websites: [STORE], website_role: { name: "owner" } });
    const { calls } = stubStores(creator, [acme], {
      "GET /api/get/websites": () => page([acme]),
      "POST /api/websites/clone": () => ({
        status: 422,
        body: { message: "Invalid", errors: { link: "This store address is already taken." } },
      }),
    });
    openApp(creator, "/websites");
    await openMenu("Acme Merch");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Clone" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByRole("textbox", { name: "Store name" });
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Clone" }));
    await waitFor(() => expect(describedBy(name)).toContain("This element is required"));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST", "/api/websites/clone")).toHaveLength(0);

    fireEvent.change(name, { target: { value: "  Acme Spring  " } });
    fireEvent.click(within(dialog).getByRole("switch", { name: "Demo store" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Clone" }));
    await waitFor(() => expect(describedBy(name)).toContain("This store address is already taken."));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST", "/api/websites/clone")).toHaveLength(1);
    expect(callsTo(calls, "POST", "/api/websites/clone")[0]?.body).toEqual({
      website_id: STORE,
      name: "Acme Spring",
      is_demo: true,
    });
    // The dialog stays open with what was typed.
    expect((name as HTMLInputElement).value).toBe("  Acme Spring  ");
  });

  it("transfer: checks the address first, then shows the server's refusal beside the field and sends the address trimmed", async () => {
    const { calls } = stubStores(owner, [acme], {
      "GET /api/get/websites": () => page([acme]),
      "GET /api/permissions": () => ({ body: { invitations: [], user_permissions: [] } }),
      "POST /api/transfer/website": () => ({
        status: 422,
        body: { message: "Invalid", errors: { email: "No user with this email address." } },
      }),
    });
    openApp(owner, "/websites");
    await openMenu("Acme Merch");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Transfer to another user" }));
    const dialog = await screen.findByRole("dialog");
    const input = within(dialog).getByRole("combobox", { name: "New owner's email" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    await waitFor(() => expect(describedBy(input)).toContain("This element is required"));
    fireEvent.change(input, { target: { value: "not-an-address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    await waitFor(() => expect(describedBy(input)).toContain("E-mail must be valid"));
    expect(callsTo(calls, "POST", "/api/transfer/website")).toHaveLength(0);

    fireEvent.change(input, { target: { value: " nobody@example.com " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    await waitFor(() => expect(describedBy(input)).toContain("No user with this email address."));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST", "/api/transfer/website")).toHaveLength(1);
    expect(callsTo(calls, "POST", "/api/transfer/website")[0]?.body).toEqual({
      website_id: STORE,
      email: "nobody@example.com",
    });
  });

  it("offers a designer no store actions they would be refused", async () => {
    const designerRow = storeRow({ permissions: ["browse_dashboard", "edit_design", "browse_products"] });
    stubStores(users.designer, [designerRow], { "GET /api/get/websites": () => page([designerRow]) });
    openApp(users.designer, "/websites");
    await openMenu("Acme Merch");
    expect(screen.getByRole("menuitem", { name: "Open store" })).toBeTruthy();
    for (const name of ["Settings", "Archive", "Clone", "Transfer to another user", "Delete permanently"]) {
      expect(screen.queryByRole("menuitem", { name })).toBeNull();
    }
  });

  it("shows platform admins every store with its owner and figures, paged by the server", async () => {
    const admin = makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true, permissions: {} });
    const row = {
      ...storeRow({ permissions: [...PERMISSION_TYPES] }),
      owner: { id: 10, name: "Olivia Owner", email: "owner@example.com" },
      products_count: 12,
      orders_count: 3,
      revenue: 123_456,
    };
    const { calls } = stubStores(admin, [acme], {
      "GET /api/admin/websites/detailed": () => page([row]),
    });
    openApp(admin, "/websites");
    expect(await screen.findByText("owner@example.com", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("$1,234.56")).toBeTruthy();
    expect(callsTo(calls, "GET", "/api/get/websites")).toHaveLength(0);
    expect(queriesTo("/api/admin/websites/detailed")[0]?.get("per_page")).toBe("25");
  });

  it("searches the stores on the server", async () => {
    stubStores(owner, [acme, demo], {
      "GET /api/get/websites": () => page(query.current.get("search") === "demo" ? [demo] : [acme, demo]),
    });
    openApp(owner, "/websites");
    await within(await screen.findByRole("table", {}, { timeout: 8000 })).findByText("Acme Merch");
    fireEvent.change(screen.getByPlaceholderText("Search"), { target: { value: "demo" } });
    await waitFor(() => expect(within(table()).queryByText("Acme Merch")).toBeNull(), { timeout: 8000 });
    expect(within(table()).getByText("Acme Demo")).toBeTruthy();
    expect(queriesTo("/api/get/websites").some((q) => q.get("search") === "demo")).toBe(true);
  });

  it("lets a platform admin give a store to a user found by the admin user search", async () => {
    const admin = makeUser({ id: 1, name: "Ada Admin", role_id: 1, is_admin: true, permissions: {} });
    const row = { ...acme, owner: { id: 10, name: "Olivia Owner", email: "owner@example.com" } };
    const { calls } = stubStores(admin, [acme], {
      "GET /api/admin/websites/detailed": () => page([row]),
      "GET /api/admin/users": () => ({
        body: {
          data:
            query.current.get("term") === "nina"
              ? [{ id: 50, name: "Nina New", email: "nina@example.com" }]
              : [],
          total: 1,
          current_page: 1,
          last_page: 1,
          per_page: 20,
        },
      }),
      "POST /api/transfer/website": () => ({
        body: { message: "The store now belongs to nina@example.com.", website: { ...acme, user_id: 50 } },
      }),
    });
    openApp(admin, "/websites");
    await openMenu("Acme Merch");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Transfer to another user" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("combobox", { name: "New owner's email" }), {
      target: { value: "nina" },
    });
    fireEvent.click(
      await screen.findByRole("option", { name: "Nina New (nina@example.com)" }, { timeout: 5000 }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    expect(await screen.findByText("The store now belongs to nina@example.com.")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/transfer/website")[0]?.body).toEqual({
      website_id: STORE,
      email: "nina@example.com",
    });
    // Only platform admins search every user; nobody asked for the store's team.
    expect(callsTo(calls, "GET", "/api/permissions")).toHaveLength(0);
  });

  it("invites a user without stores to create one", async () => {
    stubStores(owner, [], { "GET /api/get/websites": () => page([]) });
    openApp(owner, "/websites");
    expect(await screen.findByText("You have no stores yet", {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getAllByRole("link", { name: "Create store" })[0]!);
    await waitFor(() => expect(appPath()).toBe("/websites/create"));
  });
});

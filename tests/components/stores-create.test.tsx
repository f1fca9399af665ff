import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";
import { appPath, callsTo, openApp, STORE } from "./shell-helpers";
import { makeDetail, PLANS } from "./store-settings-helpers";
import { storeRow, stubStores } from "./stores-helpers";

const acme = storeRow();
/** A store owner without a company may create stores when their account has a website role. */
const creator = makeUser({ id: 10, user_websites: [STORE], website_role: { name: "owner" } });

describe("create a store (/websites/create, store creation rules)", { timeout: 30_000 }, () => {
  beforeEach(resetBrowserState);
  afterEach(resetBrowserState);

  it("says why a user without a website role cannot create a store", async () => {
    const noRole = makeUser({ id: 10, user_websites: [STORE] });
    stubStores(noRole, [acme]);
    openApp(noRole, "/websites/create");
    expect(await screen.findByText("You cannot create a store yet", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(/Your account has no role that allows creating stores/)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Store name" })).toBeNull();
  });

  it("asks a primary company admin for an address first, with a link to add it", async () => {
    const primary = makeUser({
      id: 10,
      company_id: 3,
      can_create_stores: true,
      main_company_role: { company_role: { slug: "primary_company_admin" } },
      company_roles: [{ website_id: STORE, company_role: { slug: "primary_company_admin" } }],
    });
    stubStores(primary, [acme]);
    openApp(primary, "/Website/create");
    expect(await screen.findByText(/add your address to your account/, {}, { timeout: 8000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Add your address" }));
    await waitFor(() => expect(appPath()).toBe("/user/edit"));
  });

  it("tells a company member their company has not allowed it", async () => {
    const member = makeUser({
      id: 10,
      company_id: 3,
      can_create_stores: false,
      main_company_role: { company_role: { slug: "store_admin" } },
    });
    stubStores(member, [acme]);
    openApp(member, "/websites/create");
    expect(
      await screen.findByText(/Your company has not allowed you to create stores/, {}, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it("creates a store: the address follows the name and is checked, the new store becomes active", async () => {
    const created = storeRow({ id: 40, name: "Summer Tees", link: "summer-tees", is_launched: 0 });
    let mine = [acme];
    let me = creator;
    const { calls } = stubStores(creator, [acme], {
      "GET /api/websites": () => ({ body: mine }),
      "GET /api/user": () => ({ body: me }),
      "POST /api/validate_domain": () => ({
        body: { valid: true, value: "summer-tees", message: "This address is available." },
      }),
      "POST /api/websites": () => {
        mine = [acme, created];
        me = makeUser({ ...creator, user_websites: [STORE, 40], permissions: undefined });
        return { status: 201, body: created };
      },
      "GET /api/websites/40": () => ({
        body: makeDetail({ id: 40, name: "Summer Tees", link: "summer-tees" }),
      }),
      "GET /api/plans": () => ({ body: PLANS }),
    });
    openApp(creator, "/websites/create");
    const name = await screen.findByRole("textbox", { name: "Store name" }, { timeout: 8000 });
    fireEvent.change(name, { target: { value: "Summer Tees" } });
    const link = screen.getByRole("textbox", { name: "Store address" }) as HTMLInputElement;
    await waitFor(() => expect(link.value).toBe("summer-tees"));
    fireEvent.blur(link);
    expect(await screen.findByText("This address is available.")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/validate_domain")[0]?.body).toEqual({ link: "summer-tees" });

    const userCalls = callsTo(calls, "GET", "/api/user").length;
    fireEvent.click(screen.getByRole("button", { name: "Create store" }));
    expect(await screen.findByText("Store Summer Tees created")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites")[0]?.body).toEqual({
      name: "Summer Tees",
      link: "summer-tees",
      is_demo: false,
    });
    await waitFor(() => expect(getActiveWebsiteId()).toBe(40));
    // Its settings are the next step.
    await waitFor(() => expect(appPath()).toBe("/Website/40"));
    expect(
      await screen.findByRole("tab", { name: "General Store Settings" }, { timeout: 8000 }),
    ).toBeTruthy();
    // The rights in the new store come with GET /api/user.
    await waitFor(() => expect(callsTo(calls, "GET", "/api/user").length).toBeGreaterThan(userCalls));
  });

  it("shows a taken address at the field, and the server's field errors after submitting", async () => {
    const { calls } = stubStores(creator, [acme], {
      "POST /api/validate_domain": () => ({
        status: 409,
        body: {
          message: "This store address is already taken.",
          errors: { link: "This store address is already taken." },
        },
      }),
      "POST /api/websites": () => ({
        status: 422,
        body: { message: "Invalid", errors: { name: "This element is required" } },
      }),
    });
    openApp(creator, "/websites/create");
    const name = await screen.findByRole("textbox", { name: "Store name" }, { timeout: 8000 });
    fireEvent.click(screen.getByRole("button", { name: "Create store" }));
    expect(await screen.findByText("This element is required")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites")).toHaveLength(0);

    fireEvent.change(name, { target: { value: "Acme" } });
    const link = screen.getByRole("textbox", { name: "Store address" });
    fireEvent.blur(link);
    expect(await screen.findByText("This store address is already taken.")).toBeTruthy();

    fireEvent.change(link, { target: { value: "Bad Link!" } });
    fireEvent.blur(link);
    expect(
      await screen.findByText("Use lower-case letters, digits and hyphens (3 to 50 characters)."),
    ).toBeTruthy();
    fireEvent.change(link, { target: { value: "acme-two" } });
    fireEvent.change(name, { target: { value: "  " } });
    fireEvent.change(name, { target: { value: "Acme 2" } });
    fireEvent.click(screen.getByRole("button", { name: "Create store" }));
    // The server's answer lands at its field.
    expect(await screen.findByText("This element is required")).toBeTruthy();
    expect(callsTo(calls, "POST", "/api/websites")).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authProvider } from "../../providers/authProvider";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { startSession } from "../../providers/session";
import type { UserDto } from "../../domain/api";
import { makeUser } from "./fixtures";
import { resetBrowserState } from "./reset";
import { answerApi } from "./api";
import { unwatched } from "./unwatched-answers";

const STORE = 7;
const OTHER_STORE = 8;

function signInAs(user: UserDto): void {
  startSession(user, "test-token");
}

const can = (resource: string, action: string, record?: { id: number }) =>
  authProvider.canAccess!({ resource, action, record });

const owner = makeUser({ user_websites: [STORE] });
const designerRelations = {
  id: 11,
  company_id: 3,
  company_roles: [{ website_id: STORE, company_role: { slug: "designer" } }],
};
const designer = makeUser(designerRelations);
const admin = makeUser({ id: 1, role_id: 1, is_admin: true });

describe("authProvider.canAccess mirrors domain/permissions.ts", () => {
  beforeEach(() => {
    resetBrowserState();
    storeActiveWebsiteId(STORE);
  });
  afterEach(resetBrowserState);

  it("lets a platform admin do everything, even actions the SPA has no rule for", async () => {
    signInAs(admin);
    expect(await can("Order", "delete")).toBe(true);
    expect(await can("Website", "edit", { id: 999 })).toBe(true);
    expect(await can("Anything", "whatever")).toBe(true);
  });

  it("gives a store owner full rights in the owned store only", async () => {
    signInAs(owner);
    expect(await can("Product", "edit")).toBe(true);
    expect(await can("Order", "list")).toBe(true);
    expect(await can("Order", "delete")).toBe(true);
    expect(await can("Website", "edit", { id: STORE })).toBe(true);
    expect(await can("Website", "edit", { id: OTHER_STORE })).toBe(false);

    storeActiveWebsiteId(OTHER_STORE);
    expect(await can("Product", "list")).toBe(false);
  });

  it("gives a designer products and design but not orders or settings", async () => {
    signInAs(designer);
    expect(await can("dashboard", "access")).toBe(true);
    expect(await can("Product", "list")).toBe(true);
    expect(await can("Product", "edit")).toBe(true);
    expect(await can("Order", "list")).toBe(false);
    expect(await can("Website", "show", { id: STORE })).toBe(true);
    expect(await can("Website", "edit", { id: STORE })).toBe(false);
    expect(await can("Product", "unknown_action")).toBe(false);
  });

  it("lets an explicit value 0 take back what the role grants", async () => {
    signInAs(
      makeUser({
        ...designerRelations,
        website_permissions: [{ type: "edit_products", value: 0, user_permission: { website_id: STORE } }],
      }),
    );
    expect(await can("Product", "list")).toBe(true);
    expect(await can("Product", "edit")).toBe(false);
  });

  it("uses the server's per-store permissions when GET /api/user sends them", async () => {
    signInAs({ ...designer, permissions: { [STORE]: ["browse_orders"] } });
    expect(await can("Order", "list")).toBe(true);
    expect(await can("Product", "list")).toBe(false);
  });

  it("fetches the user once from GET /api/user and caches it", async () => {
    const { calls } = answerApi({ ...unwatched, "GET /api/user": () => ({ body: designer }) });
    document.cookie = "token=abc; Path=/";
    expect(await can("Product", "list")).toBe(true);
    expect(await can("Order", "list")).toBe(false);
    expect(calls.filter((call) => call.path === "/api/user")).toHaveLength(1);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer abc");
    expect(calls[0]?.headers.get("X-Website-Id")).toBe(String(STORE));
    expect(calls[0]?.headers.get("X-Admin")).toBe("1");
  });
});

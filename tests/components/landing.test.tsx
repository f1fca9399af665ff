import { describe, expect, it } from "vitest";
import { landingPath, safeRedirect } from "../../providers/landing";
import { formatCents, formatDate } from "../../ui/format";
import { makeUser } from "./fixtures";

describe("after-login landing", () => {
  it("sends admins and company users to the main dashboard", () => {
    expect(landingPath(makeUser({ is_admin: true, role_id: 1 }))).toBe("/");
    expect(landingPath(makeUser({ company_id: 4 }))).toBe("/");
  });

  it("sends store owners and permission holders to the store dashboard", () => {
    expect(landingPath(makeUser({ user_websites: [7] }))).toBe("/store-dashboard");
    expect(
      landingPath(
        makeUser({
          website_permissions: [{ type: "browse_orders", value: 1, user_permission: { website_id: 7 } }],
        }),
      ),
    ).toBe("/store-dashboard");
  });

  it("sends everyone else to their account", () => {
    expect(landingPath(makeUser())).toBe("/user/edit");
  });

  it("follows only in-app redirects", () => {
    expect(safeRedirect("/Product?filter=%7B%7D")).toBe("/Product?filter=%7B%7D");
    expect(safeRedirect("/app/Order")).toBe("/Order");
    expect(safeRedirect("https://evil.example/")).toBeNull();
    expect(safeRedirect("//evil.example/")).toBeNull();
    expect(safeRedirect("/\\evil.example")).toBeNull();
    expect(safeRedirect("javascript:alert(1)")).toBeNull();
    expect(safeRedirect("/login")).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe("display formats", () => {
  it("formats integer cents as en-US dollars with two decimals", () => {
    expect(formatCents(123450)).toBe("$1,234.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(-250)).toBe("-$2.50");
    expect(formatCents(null)).toBe("");
  });

  it("formats dates as MM/DD/YY", () => {
    expect(formatDate("2025-03-07T12:00:00.000Z")).toBe("03/07/25");
    expect(formatDate("not a date")).toBe("");
  });
});

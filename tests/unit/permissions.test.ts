import { describe, expect, it } from "vitest";
import {
  can,
  canCreateStore,
  grantedPermissions,
  isMember,
  NO_ACCESS,
  PERMISSION_TYPES,
  type StoreAccess,
} from "../../domain/permissions.js";

const role = (
  companyRole: StoreAccess["companyRole"],
  entries: StoreAccess["entries"] = [],
): StoreAccess => ({
  ...NO_ACCESS,
  companyRole,
  entries,
});

describe("permissions", () => {
  it("gives platform admins and store owners everything", () => {
    for (const access of [
      { ...NO_ACCESS, isAdmin: true },
      { ...NO_ACCESS, isOwner: true },
    ]) {
      expect(grantedPermissions(access)).toEqual([...PERMISSION_TYPES]);
    }
  });

  it("gives a stranger nothing and no membership", () => {
    expect(grantedPermissions(NO_ACCESS)).toEqual([]);
    expect(isMember(NO_ACCESS)).toBe(false);
  });

  it("maps company roles to the spec's role help texts", () => {
    expect(grantedPermissions(role("store_admin"))).toEqual([...PERMISSION_TYPES]);
    expect(grantedPermissions(role("designer")).sort()).toEqual(
      ["add_products", "browse_dashboard", "browse_products", "edit_design", "edit_products"].sort(),
    );
    expect(grantedPermissions(role("salesperson")).sort()).toEqual(
      ["browse_dashboard", "browse_orders", "browse_single_order"].sort(),
    );
    // Client: browse orders without details.
    expect(can(role("client"), "browse_orders")).toBe(true);
    expect(can(role("client"), "browse_single_order")).toBe(false);
  });

  it("lets an explicit entry with value 0 deny what the role grants", () => {
    const access = role("salesperson", [{ type: "browse_orders", value: 0 }]);
    expect(can(access, "browse_orders")).toBe(false);
    expect(can(access, "browse_single_order")).toBe(true);
  });

  it("lets an explicit entry grant beyond the role, and full_admin_access grant all", () => {
    expect(can(role("client", [{ type: "browse_single_order", value: 1 }]), "browse_single_order")).toBe(
      true,
    );
    const full = role(null, [{ type: "full_admin_access", value: 1 }]);
    expect(grantedPermissions(full)).toEqual([...PERMISSION_TYPES]);
    expect(isMember(full)).toBe(true);
  });

  it("applies the store creation rules", () => {
    const base = {
      isAdmin: false,
      companyId: null,
      websiteRole: null,
      canCreateStores: false,
      mainCompanyRole: null,
      hasAddress: false,
    };
    expect(canCreateStore({ ...base, isAdmin: true })).toBe(true);
    expect(canCreateStore(base)).toBe(false);
    expect(canCreateStore({ ...base, websiteRole: "store_owner" })).toBe(true);
    expect(canCreateStore({ ...base, companyId: 1, websiteRole: "store_owner" })).toBe(false);
    expect(
      canCreateStore({ ...base, companyId: 1, canCreateStores: true, mainCompanyRole: "company_admin" }),
    ).toBe(true);
    expect(
      canCreateStore({
        ...base,
        companyId: 1,
        canCreateStores: true,
        mainCompanyRole: "primary_company_admin",
      }),
    ).toBe(false);
    expect(
      canCreateStore({
        ...base,
        companyId: 1,
        canCreateStores: true,
        mainCompanyRole: "primary_company_admin",
        hasAddress: true,
      }),
    ).toBe(true);
  });
});

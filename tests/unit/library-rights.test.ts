import { describe, expect, it } from "vitest";
import { NO_ACCESS, type CompanyRole } from "../../domain/permissions.js";
import { holdsRight, RESOURCE_RIGHTS } from "../../domain/resource-rights.js";
import { userCanAccess } from "../../providers/access.js";
import { makeUser } from "../components/fixtures.js";

/** The file library's right (use_files): designers and product makers, as the library routes. */

const roleAccess = (companyRole: CompanyRole) => ({ ...NO_ACCESS, companyRole });

describe("use_files", () => {
  it("is held by design or product rights, by owners and platform admins; not by salespeople or clients", () => {
    for (const role of ["designer", "store_admin", "company_admin", "primary_company_admin"] as const)
      expect(holdsRight(roleAccess(role), "use_files"), role).toBe(true);
    for (const role of ["salesperson", "client"] as const)
      expect(holdsRight(roleAccess(role), "use_files"), role).toBe(false);
    expect(holdsRight({ ...NO_ACCESS, isOwner: true }, "use_files")).toBe(true);
    expect(holdsRight({ ...NO_ACCESS, isAdmin: true }, "use_files")).toBe(true);
    const onlyAddProducts = { ...NO_ACCESS, entries: [{ type: "add_products", value: 1 }] };
    expect(holdsRight(onlyAddProducts, "use_files")).toBe(true);
    const designerWithoutDesign = {
      ...roleAccess("designer"),
      entries: ["edit_design", "add_products", "edit_products"].map((type) => ({ type, value: 0 })),
    };
    expect(holdsRight(designerWithoutDesign, "use_files")).toBe(false);
  });

  it("is every action of the File resource, and the SPA shows it to the same people", () => {
    expect(new Set(Object.values(RESOURCE_RIGHTS.File))).toEqual(new Set(["use_files"]));
    const designer = makeUser({ permissions: { "7": ["browse_dashboard", "edit_design"] } });
    const salesperson = makeUser({ permissions: { "7": ["browse_dashboard", "browse_orders"] } });
    expect(userCanAccess(designer, { resource: "File", action: "list" }, 7)).toBe(true);
    expect(userCanAccess(designer, { resource: "File", action: "list" }, 8)).toBe(false);
    expect(userCanAccess(salesperson, { resource: "File", action: "edit" }, 7)).toBe(false);
  });
});

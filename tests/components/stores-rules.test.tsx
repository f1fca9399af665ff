import { describe, expect, it } from "vitest";
import { canCreateStore, COMPANY_ROLES, PERMISSION_TYPES } from "../../domain/permissions";
import { createBlocker } from "../../resources/websites/createRules";
import { launchFixPath } from "../../resources/websites/launch/launchFixes";
import { rowRights } from "../../resources/websites/rowRights";
import { makeUser } from "./fixtures";
import { storeRow } from "./stores-helpers";

describe("the stores area mirrors the server's rules", () => {
  it("allows creating a store exactly when domain/permissions.ts canCreateStore does, with a reason otherwise", () => {
    const address = {
      id: 1,
      name: null,
      street: "1 Main",
      city: "X",
      postal: "1",
      state: "NY",
      country: "US",
      phone: null,
    };
    for (const isAdmin of [false, true])
      for (const companyId of [null, 3])
        for (const websiteRole of [null, { name: "owner" }])
          for (const canCreate of [false, true])
            for (const role of [null, ...COMPANY_ROLES])
              for (const withAddress of [false, true]) {
                const user = makeUser({
                  is_admin: isAdmin,
                  company_id: companyId,
                  website_role: websiteRole,
                  can_create_stores: canCreate,
                  main_company_role: role ? { company_role: { slug: role } } : null,
                  address: withAddress ? address : null,
                });
                const allowed = canCreateStore({
                  isAdmin,
                  companyId,
                  websiteRole: websiteRole?.name ?? null,
                  canCreateStores: canCreate,
                  mainCompanyRole: role,
                  hasAddress: withAddress,
                });
                const blocker = createBlocker(user);
                expect(blocker === null).toBe(allowed);
                if (blocker === "needs_address") expect(role).toBe("primary_company_admin");
              }
  });

  it("offers each lifecycle action only to who the server lets do it", () => {
    const owner = makeUser({ id: 10, website_role: { name: "owner" } });
    const admin = makeUser({ id: 1, is_admin: true });
    const member = makeUser({ id: 11 });
    const launched = storeRow({ user_id: 10, is_launched: 1, permissions: [...PERMISSION_TYPES] });
    const archived = { ...launched, archived_at: "2026-01-01" };

    expect(rowRights(owner, launched)).toEqual({
      settings: true,
      clone: true,
      archive: true,
      restore: false,
      destroy: false,
      transfer: true,
    });
    expect(rowRights(owner, archived)).toMatchObject({
      restore: true,
      destroy: true,
      archive: false,
      settings: false,
    });
    expect(rowRights(admin, { ...launched, permissions: [] })).toMatchObject({
      archive: true,
      transfer: true,
    });
    // A store admin holds every permission but does not own the store: no transfer, no delete.
    expect(rowRights(member, { ...launched, is_launched: 0 })).toMatchObject({
      archive: true,
      transfer: false,
      destroy: false,
      clone: false,
    });
  });

  it("sends each launch requirement to where it is fixed", () => {
    expect(launchFixPath("address", 7)).toBe("/websites/7?tab=general");
    expect(launchFixPath("payments", 7)).toBe("/websites/7?tab=payments");
    expect(launchFixPath("product", 7)).toBe("/Product");
  });
});

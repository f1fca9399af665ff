import { describe, expect, it } from "vitest";
import {
  addIfAbsent,
  assignmentError,
  canManageMember,
  expandPermissions,
  grantsOf,
  INVITATION_MSG,
  invitationSchema,
  isCompanyLevel,
  redeemCodeSchema,
  sendInvitationSchema,
} from "../../domain/invitations.js";
import { ROLE_HELP } from "../../domain/invitation-terms.js";
import { MSG } from "../../domain/messages.js";
import { NO_ACCESS, PERMISSION_TYPES, ROLE_DEFAULTS, type StoreAccess } from "../../domain/permissions.js";

const as = (companyRole: StoreAccess["companyRole"], entries: StoreAccess["entries"] = []): StoreAccess => ({
  ...NO_ACCESS,
  companyRole,
  entries,
});

describe("expandPermissions (full_admin_access selects every permission)", () => {
  it("selects every permission when full_admin_access is 1", () => {
    expect(expandPermissions([{ type: "full_admin_access", value: 1 }])).toEqual(
      PERMISSION_TYPES.map((type) => ({ type, value: 1 })),
    );
    // Whatever else was unticked: full access wins.
    expect(
      expandPermissions([
        { type: "browse_orders", value: 0 },
        { type: "full_admin_access", value: 1 },
      ]).every((e) => e.value === 1),
    ).toBe(true);
  });

  it("keeps other lists as chosen, one entry per type (the last wins), in the spec's order", () => {
    expect(
      expandPermissions([
        { type: "edit_design", value: 1 },
        { type: "browse_orders", value: 1 },
        { type: "browse_orders", value: 0 },
        { type: "full_admin_access", value: 0 },
      ]),
    ).toEqual([
      { type: "full_admin_access", value: 0 },
      { type: "browse_orders", value: 0 },
      { type: "edit_design", value: 1 },
    ]);
    expect(expandPermissions([])).toEqual([]);
  });
});

describe("addIfAbsent (a specific whitelist user is added only if not already present)", () => {
  const same = (a: { email: string }, b: { email: string }) => a.email === b.email;
  it("adds a new user and keeps an existing one once", () => {
    const list = [{ email: "a@x.example" }];
    expect(addIfAbsent(list, { email: "b@x.example" }, same)).toHaveLength(2);
    expect(addIfAbsent(list, { email: "a@x.example" }, same)).toEqual(list);
  });
});

describe("role help texts, verbatim", () => {
  it("covers the five named roles with the spec's words", () => {
    expect(ROLE_HELP.map((r) => r.role)).toEqual([
      "company_admin",
      "store_admin",
      "designer",
      "salesperson",
      "client",
    ]);
    expect(ROLE_HELP.find((r) => r.role === "client")?.help).toBe(
      "browse orders without details; limited dashboard.",
    );
  });
});

describe("who may give which access", () => {
  const owner: StoreAccess = { ...NO_ACCESS, isOwner: true };
  const admin: StoreAccess = { ...NO_ACCESS, isAdmin: true };

  it("company roles need the company level", () => {
    expect(isCompanyLevel(owner)).toBe(true);
    expect(isCompanyLevel(admin)).toBe(true);
    expect(isCompanyLevel(as("company_admin"))).toBe(true);
    expect(isCompanyLevel(as("primary_company_admin"))).toBe(true);
    expect(isCompanyLevel(as("store_admin"))).toBe(false);
    expect(assignmentError(as("store_admin"), "company_admin", [])).toBe(
      INVITATION_MSG.companyRoleNeedsCompanyAdmin,
    );
    expect(assignmentError(as("company_admin"), "company_admin", [])).toBeNull();
    expect(assignmentError(as("store_admin"), "client", [], true)).toBe(
      INVITATION_MSG.storeOwnerNeedsCompanyAdmin,
    );
    expect(assignmentError(owner, "client", [], true)).toBeNull();
  });

  it("a store admin gives the store roles", () => {
    for (const role of ["store_admin", "designer", "salesperson", "client"] as const)
      expect(assignmentError(as("store_admin"), role, [])).toBeNull();
  });

  it("nobody gives a permission they do not hold", () => {
    const designerWithSettings = as("designer", [{ type: "edit_settings", value: 1 }]);
    expect(assignmentError(designerWithSettings, "designer", [])).toBeNull();
    expect(assignmentError(designerWithSettings, "client", [])).toBe(INVITATION_MSG.cannotGrant);
    expect(assignmentError(designerWithSettings, "designer", [{ type: "full_admin_access", value: 1 }])).toBe(
      INVITATION_MSG.cannotGrant,
    );
    // Denying is always allowed.
    expect(assignmentError(designerWithSettings, "designer", [{ type: "edit_design", value: 0 }])).toBeNull();
    const limited = as("store_admin", [{ type: "browse_discounts", value: 0 }]);
    expect(assignmentError(limited, "store_admin", [])).toBe(INVITATION_MSG.cannotGrant);
    expect(assignmentError(limited, "store_admin", [{ type: "browse_discounts", value: 0 }])).toBeNull();
  });

  it("grantsOf follows the role defaults and entries", () => {
    expect(grantsOf("designer", [])).toEqual(
      PERMISSION_TYPES.filter((p) => ROLE_DEFAULTS.designer.includes(p)),
    );
    expect(grantsOf(null, [{ type: "full_admin_access", value: 1 }])).toEqual([...PERMISSION_TYPES]);
  });

  it("members are managed only by someone holding at least as much", () => {
    expect(canManageMember(as("store_admin"), as("designer"))).toBe(true);
    expect(canManageMember(as("store_admin"), as("store_admin"))).toBe(true);
    expect(canManageMember(as("store_admin"), as("company_admin"))).toBe(false);
    expect(
      canManageMember(as("store_admin", [{ type: "browse_discounts", value: 0 }]), as("store_admin")),
    ).toBe(false);
    expect(canManageMember(admin, owner)).toBe(false);
    expect(canManageMember(admin, { ...NO_ACCESS, isAdmin: true })).toBe(true);
    expect(canManageMember(owner, { ...NO_ACCESS, isAdmin: true })).toBe(false);
  });
});

describe("schemas", () => {
  it("lower-cases addresses and gives the spec's messages", () => {
    const ok = invitationSchema.parse({ website_id: 1, email: " Ann@Example.COM ", company_role: "client" });
    expect(ok).toMatchObject({ email: "ann@example.com", permissions: [] });
    const bad = invitationSchema.safeParse({ website_id: 1, email: "x", company_role: "owner" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual(
      [INVITATION_MSG.badRole, MSG.invalidEmail].sort(),
    );
  });

  it("takes 0/1 or booleans as permission values", () => {
    const parsed = invitationSchema.parse({
      website_id: 1,
      email: "a@b.example",
      company_role: "client",
      permissions: [
        { type: "browse_orders", value: true },
        { type: "edit_design", value: 0 },
      ],
    });
    expect(parsed.permissions).toEqual([
      { type: "browse_orders", value: 1 },
      { type: "edit_design", value: 0 },
    ]);
  });

  it("send needs email or emails", () => {
    expect(
      sendInvitationSchema.safeParse({ website_id: 1, company_role: "client" }).error?.issues[0]?.message,
    ).toBe(MSG.required);
    expect(
      sendInvitationSchema.safeParse({ website_id: 1, company_role: "client", emails: ["a@b.example"] })
        .success,
    ).toBe(true);
  });

  it("normalizes typed invitation codes", () => {
    expect(redeemCodeSchema.parse({ code: " abcd-efgh " }).code).toBe("ABCDEFGH");
  });
});

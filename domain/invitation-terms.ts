import type { PermissionType } from "./permissions.js";

// Invitation roles and statuses, kept apart from the invitation schemas so the SPA's first screen
// can name them without loading zod.

/** Roles an invitation, code or member update may give. The primary company admin is the company's founder, never invited. */
export const INVITABLE_ROLES = ["company_admin", "store_admin", "designer", "salesperson", "client"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The role help texts, verbatim. The primary company admin shares the company admin's text. */
export const ROLE_HELP: readonly { role: InvitableRole; name: string; help: string }[] = [
  {
    role: "company_admin",
    name: "Company admin",
    help: "company dashboard, company card-payment account, company roles, store domain, settings, invitations, design, files, payments, orders, products, gift cards.",
  },
  {
    role: "store_admin",
    name: "Store admin",
    help: "the same per store, plus Salesperson and Client roles for stores.",
  },
  {
    role: "designer",
    name: "Designer",
    help: "store design, files, view and edit products, limited store dashboard.",
  },
  { role: "salesperson", name: "Salesperson", help: "view orders and order details; dashboards." },
  { role: "client", name: "Client", help: "browse orders without details; limited dashboard." },
];

/** One row of GET /api/roles/help. */
export interface RoleHelpEntry {
  role: string;
  name: string;
  help: string;
  company_role: boolean;
  permissions: PermissionType[];
  /** Present when asked for one store: whether the caller may give this role there. */
  assignable?: boolean;
}

export const INVITATION_STATUSES = ["pending", "accepted", "declined", "expired"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

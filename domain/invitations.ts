import { z } from "zod";
import { INVITABLE_ROLES } from "./invitation-terms.js";

export {
  INVITATION_STATUSES,
  REQUEST_STATUSES,
  type InvitationStatus,
  type RequestStatus,
} from "./invitation-terms.js";
import { MSG } from "./messages.js";
import { STORE_MSG } from "./store-texts.js";
import {
  COMPANY_WIDE_ROLES,
  grantedPermissions,
  NO_ACCESS,
  PERMISSION_TYPES,
  type CompanyRole,
  type PermissionType,
  type StoreAccess,
} from "./permissions.js";

/**
 * Store teams: the
 * request schemas, the role help texts and the rules of who may give which access. Shared by the
 * server routes and the SPA's Store Users forms.
 */

export const INVITATION_DAYS = 7;
export const INVITATION_CODE_LENGTH = 8;

export const INVITATION_MSG = {
  invalidOrExpired: "This invitation is invalid or has expired.",
  codeInvalid: "This invitation code is invalid or has expired.",
  sent: "The invitation has been sent.",
  resent: "The invitation has been sent again.",
  updated: "The invitation has been updated.",
  deleted: "The invitation has been deleted.",
  accepted: "Invitation accepted.",
  declined: "Invitation declined.",
  joined: "You have joined the store.",
  alreadyMember: "This user is already a member of this store.",
  youAreMember: "You are already a member of this store.",
  alreadyInvited: "This email address has already been invited to this store.",
  answered: "This invitation has already been answered.",
  badRole: "The selected role is invalid.",
  badPermission: "The selected permission is invalid.",
  companyRoleNeedsCompanyAdmin: "Only the store owner or a company admin can give a company role.",
  storeOwnerNeedsCompanyAdmin: "Only the store owner or a company admin can invite a store owner.",
  cannotGrant: "You cannot give a permission you do not hold yourself.",
  cannotManage: "You cannot change the access of a member who holds more rights than you.",
  ownerCannotBeRemoved: "The store owner cannot be removed.",
  ownerCannotChange: "The store owner's access cannot be changed.",
  viaCompany: "This member holds every store of the company through their company role.",
  memberNotFound: "Member not found.",
  verifyFirst: "Please verify your email address before accepting invitations.",
  /** One text for "no store named" everywhere. */
  chooseStore: STORE_MSG.chooseStore,
  accessSent: "We sent the access summary.",
  requestAnswered: "This request has already been answered.",
  requestAccepted: "Request accepted: the invitation has been sent.",
  requestDeclined: "Request declined.",
  requestUpdated: "The request has been updated.",
  unknownStore: "The selected store does not exist.",
  levelDeleted: "Access level successfully deleted",
  levelExists: "An access level with this name already exists.",
  levelUsersAdded: "Users added to the access level.",
  noAccount: "No account uses this email address.",
  unknownUsers: "Some of the chosen users cannot be added to this access level.",
  levelInvited: "Invitations sent to the users of the access level.",
} as const;

const requiredString = z.string({ error: MSG.required }).trim().min(1, MSG.required);
const email = requiredString.pipe(z.email({ error: MSG.invalidEmail })).transform((v) => v.toLowerCase());
const id = z.number({ error: MSG.required }).int().positive();
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => (v === true || v === 1 ? 1 : 0));

export const roleSchema = z.enum(INVITABLE_ROLES, { error: INVITATION_MSG.badRole });

/** Permission entry: {type, value 0|1}; booleans are accepted for the SPA's checkboxes. */
export const permissionEntrySchema = z.object({
  type: z.enum(PERMISSION_TYPES, { error: INVITATION_MSG.badPermission }),
  value: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: INVITATION_MSG.badPermission })
    .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
});
export type PermissionEntryInput = z.infer<typeof permissionEntrySchema>;
const permissionList = z.array(permissionEntrySchema).max(50).default([]);

/** Selecting full_admin_access selects every permission. Later entries of a type win. */
export function expandPermissions(
  list: readonly { type: PermissionType; value: 0 | 1 }[],
): { type: PermissionType; value: 0 | 1 }[] {
  const byType = new Map<PermissionType, 0 | 1>(list.map((e) => [e.type, e.value]));
  if (byType.get("full_admin_access") === 1) return PERMISSION_TYPES.map((type) => ({ type, value: 1 }));
  return PERMISSION_TYPES.flatMap((type) => {
    const value = byType.get(type);
    return value === undefined ? [] : [{ type, value }];
  });
}

/** A specific whitelist user is added only if not already present. */
export function addIfAbsent<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] {
  return list.some((existing) => same(existing, item)) ? [...list] : [...list, item];
}

const access = {
  company_role: roleSchema,
  store_owner: flag.optional(),
  permissions: permissionList,
};

/** POST /api/create/invitation. */
export const invitationSchema = z.object({ website_id: id, email, ...access });
/** POST /api/send/invitation: the same, or several addresses at once (`emails`). */
export const sendInvitationSchema = z
  .object({ website_id: id, email: email.optional(), emails: z.array(email).max(50).optional(), ...access })
  .refine((v) => v.email !== undefined || (v.emails?.length ?? 0) > 0, {
    message: MSG.required,
    path: ["email"],
  });
export const updateInvitationSchema = z.object({
  id,
  company_role: roleSchema.optional(),
  store_owner: flag.optional(),
  permissions: z.array(permissionEntrySchema).max(50).optional(),
});
export const idBodySchema = z.object({ id });

/** POST /api/accept/invitation: name and password only when the address has no (verified) account yet. */
export const acceptInvitationSchema = z.object({
  token: requiredString,
  name: z.string().optional(),
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
});
const passwordFields = {
  password: z.string({ error: MSG.required }).min(8, MSG.passwordTooShort).max(200),
  password_confirmation: z.string({ error: MSG.required }),
};
const sameConfirmation = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const mismatch = { message: MSG.passwordMismatch, path: ["password_confirmation"] };
/** Accepting without an account: the new account's name and password. */
export const newAccountSchema = z
  .object({ name: requiredString.max(100), ...passwordFields })
  .refine(sameConfirmation, mismatch);
/**
 * Accepting into an account whose address was never verified: whoever registered it may not be
 * the mailbox's owner, so the invitee chooses the password (and other sessions end).
 */
export const claimAccountSchema = z
  .object({ name: requiredString.max(100).optional(), ...passwordFields })
  .refine(sameConfirmation, mismatch);

export const invitationCodeSchema = z.object({
  website_id: id,
  company_role: roleSchema,
  permissions: permissionList,
  max_uses: z.number().int().min(1, "Value must be greater than or equal to 1").max(1000).default(1),
  expires_in_days: z.number().int().min(1, "Value must be greater than or equal to 1").max(90).default(7),
});
export const redeemCodeSchema = z.object({
  code: requiredString.max(32).transform((v) => v.toUpperCase().replace(/[^A-Z0-9]/g, "")),
});

/** POST /api/request/invitation: with website_id it is a request to join that store (a shop request). */
export const storedInvitationRequestSchema = z.object({
  name: requiredString.max(100),
  email,
  company: z.string().trim().max(200).optional(),
  message: z.string().trim().max(2000).optional(),
  website_id: id.optional(),
});
export const changeRequestStatusSchema = z.object({
  id,
  status: z.enum(["accepted", "declined"], { error: "The selected status is invalid." }),
  /** Where an accepted platform request (no store) is invited to. */
  website_id: id.optional(),
  company_role: roleSchema.default("client"),
  permissions: permissionList,
});
export const updateRequestSchema = z.object({
  id,
  name: requiredString.max(100).optional(),
  company: z.string().trim().max(200).nullish(),
  message: z.string().trim().max(2000).nullish(),
  /** Forward a request to a store's team (or back to the platform admins with null). */
  website_id: id.nullish(),
});

export const memberSchema = z.object({ website_id: id, user_id: id });
export const storePermissionSchema = memberSchema.extend({
  permissions: z.array(permissionEntrySchema).min(1, MSG.listNotEmpty).max(50),
});
export const updatePermissionSchema = memberSchema.extend({
  company_role: roleSchema,
  permissions: permissionList,
});

export const createLevelSchema = z.object({ website_id: id, name: requiredString.max(100) });
export const levelUsersSchema = z.object({
  level_id: id,
  user_ids: z.array(id).min(1, MSG.listNotEmpty).max(500),
});
export const levelUserSchema = z.object({ level_id: id, email });
export const levelInvitationSchema = z.object({ level_id: id, website_id: id, ...access });

export function isCompanyLevelRole(role: CompanyRole | null): boolean {
  return role !== null && COMPANY_WIDE_ROLES.includes(role);
}

/** Platform admin, store owner or company admin: may give company roles. */
export function isCompanyLevel(access: StoreAccess): boolean {
  return access.isAdmin || access.isOwner || isCompanyLevelRole(access.companyRole);
}

/** What a role with these entries would hold in a store. */
export function grantsOf(
  role: CompanyRole | null,
  entries: readonly { type: string; value: number }[],
): PermissionType[] {
  return grantedPermissions({ ...NO_ACCESS, companyRole: role, entries });
}

/**
 * Why `giver` may not give this access, or null. Company roles and the store-owner flag need the
 * company level ("company admin: ... company roles"); a store admin gives the store roles
 * ("store admin: the same per store, plus Salesperson and Client roles"). Nobody gives a
 * permission they do not hold, so edit_settings alone cannot be turned into full access.
 */
export function assignmentError(
  giver: StoreAccess,
  role: CompanyRole | null,
  entries: readonly { type: string; value: number }[],
  storeOwner = false,
): string | null {
  if (isCompanyLevelRole(role) && !isCompanyLevel(giver)) return INVITATION_MSG.companyRoleNeedsCompanyAdmin;
  if (storeOwner && !isCompanyLevel(giver)) return INVITATION_MSG.storeOwnerNeedsCompanyAdmin;
  const held = new Set(grantedPermissions(giver));
  return grantsOf(role, entries).every((p) => held.has(p)) ? null : INVITATION_MSG.cannotGrant;
}

/** Whether `manager` may change or remove `member`: never upwards, company roles only from the company level. */
export function canManageMember(manager: StoreAccess, member: StoreAccess): boolean {
  if (member.isOwner) return false;
  if (manager.isAdmin) return true;
  if (member.isAdmin) return false;
  if (isCompanyLevelRole(member.companyRole) && !isCompanyLevel(manager)) return false;
  const held = new Set(grantedPermissions(manager));
  return grantedPermissions(member).every((p) => held.has(p));
}

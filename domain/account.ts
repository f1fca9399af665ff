import { z } from "zod";
import { MSG } from "./messages.js";
import { email } from "./validation.js";

/** GET /api/langs: the language switcher's flags (en and pl). */
export const LANGS = [
  { code: "en", name: "English", flag: "🇬🇧" },
  { code: "pl", name: "Polski", flag: "🇵🇱" },
] as const;

/** Page size options are 10, 15, 25, 50, 75 and 100; the default comes from user.page_view. */
export const PAGE_VIEW_OPTIONS = [10, 15, 25, 50, 75, 100] as const;

export const AVATAR_SIZE = 256;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Texts of the account area that the spec does not give; worded like the rest of the product. */
export const ACCOUNT_MSG = {
  choosePageView: `Choose one of: ${PAGE_VIEW_OPTIONS.join(", ")}.`,
  currentPasswordWrong: "The current password is incorrect.",
  marginMin: "Value must be greater than or equal to 1",
  marginUpdated: "Custom fee updated successfully",
  ownsStores: "This user owns stores. Transfer or delete those stores first.",
  lastAdmin: "This is the only platform admin. Make someone else an admin first.",
  deactivated: "Your account has been deactivated.",
  deleted: "The account has been deleted.",
  imagesOnly: "Please upload a PNG or JPG image.",
  avatarTooLarge: "The image is too large. The limit is 5 MB.",
  verifyNewEmail: "We sent a confirmation email to your new address.",
} as const;

const flag = z.union([z.literal(0), z.literal(1)], { error: "Choose 0 or 1." });

/** The fields of an account, each with its rule. */
const userFields = z.object({
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100),
  email,
  password: z.string().min(8, MSG.passwordTooShort).max(200),
  password_confirmation: z.string(),
  current_password: z.string(),
  page_view: z.number().refine((v) => (PAGE_VIEW_OPTIONS as readonly number[]).includes(v), {
    message: ACCOUNT_MSG.choosePageView,
  }),
  inventory_notifications: flag,
  low_inventory: flag,
  price_changes_notifications: flag,
  role_id: z.union([z.literal(1), z.literal(2)], { error: "Choose 1 (admin) or 2 (user)." }),
  website_role: z.string().trim().max(50).nullable(),
  can_create_stores: flag,
});

/**
 * PUT /api/users/{id}. Everyone may change their own profile; `current_password` is needed to set
 * a new password for oneself. The role fields are for platform admins only (the route checks).
 */
export const userUpdateSchema = userFields
  .partial()
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: MSG.passwordMismatch,
    path: ["password_confirmation"],
  });
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/**
 * A platform admin's edit of a user (the user list's edit page, PUT /api/bread/User/{id}): the
 * account's name and email, its role, website role and store creation.
 */
export const adminUserSchema = userFields.pick({
  name: true,
  email: true,
  role_id: true,
  website_role: true,
  can_create_stores: true,
});
export type AdminUserInput = z.infer<typeof adminUserSchema>;

export const ADMIN_ONLY_USER_FIELDS = ["role_id", "website_role", "can_create_stores"] as const;

export const marginSchema = z.object({
  production_margin: z.number({ error: MSG.required }).min(1, ACCOUNT_MSG.marginMin).max(100),
});

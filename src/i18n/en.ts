import englishMessages from "ra-language-english";
import type { TranslationMessages } from "react-admin";
import { MSG } from "../../domain/messages";

/** App texts. The spec's own texts come from domain/messages.ts so the server and the SPA say the same. */
const app = {
  brand: "Merch Back Office",
  page: {
    main_dashboard: "Main Dashboard",
    store_dashboard: "Store Dashboard",
    edit_account: "Edit account",
    tax_forms: "Tax Forms",
    login: "Sign in",
    register: "Create account",
    forget: "Forgot password",
    request: "Request an invitation",
    resend: "Resend confirmation email",
    verify: "Verify email",
    password_reset: "Reset password",
    not_found: "Page not found",
    access_denied: "Access denied",
  },
  menu: {
    dashboard: "Dashboard",
    main_dashboard: "Main Dashboard",
    edit_account: "Edit account",
    tax_forms: "Tax Forms",
  },
  appbar: {
    fullscreen_enter: "Full screen",
    fullscreen_exit: "Exit full screen",
    language: "Language",
  },
  store_picker: {
    label: "Current store",
    none: "No store yet",
    demo: "Demo",
  },
  footer: {
    help: "Help",
    contact: "Contact us",
    need_help: "Need a hand? We are here to help.",
  },
  auth: {
    email: "Email",
    password: "Password",
    name: "Name",
    password_confirmation: "Confirm password",
    new_password: "New password",
    company: "Company",
    message: "Message",
    sign_in: "Sign in",
    sign_in_title: "Welcome back",
    sign_in_subtitle: "Sign in to manage your stores.",
    forgot_password: "Forgot password?",
    create_account: "Create account",
    no_account: "New here?",
    have_account: "Already have an account?",
    back_to_login: "Back to sign in",
    request_invitation: "Request an invitation",
    resend_confirmation: "Resend confirmation email",
    verified: MSG.emailVerified,
    sign_in_again: "Please sign in again.",
    signing_in_with_link: "Signing you in…",
    hash_refused: MSG.hashLoginRefused,
    register_title: "Create your account",
    register_subtitle: "Start building your merchandise store.",
    register_done: "Welcome! We sent you an email to confirm your address.",
    forget_title: "Forgot your password?",
    forget_intro: "Enter your email and we will send you a link to choose a new password.",
    forget_submit: "Send reset link",
    request_title: "Request an invitation",
    request_intro: "Tell us about you and your company; we will get back to you by email.",
    request_submit: "Send request",
    request_sent: "Thank you! Your request has been sent.",
    resend_title: "Resend confirmation email",
    resend_intro: "Enter the address you registered with and we will send the confirmation link again.",
    resend_submit: "Send email",
    resend_sent: MSG.confirmationSent,
    verify_title: "Verifying your email",
    verify_pending: "Checking your link…",
    verify_missing_token: "This verification link is incomplete. Please open the link from the email again.",
    reset_title: "Choose a new password",
    reset_intro: "Use at least 8 characters.",
    reset_submit: "Reset password",
    reset_missing_token: "This reset link is incomplete. Please request a new one.",
    request_new_link: "Request a new link",
  },
  not_found: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Go to the dashboard",
  },
  validation: {
    required: MSG.required,
    email: MSG.invalidEmail,
    password_too_short: MSG.passwordTooShort,
    password_mismatch: MSG.passwordMismatch,
  },
  /** Server messages by their domain/messages.ts key, so they can be shown translated. */
  server: { ...MSG },
  errors: {
    permission_denied: MSG.permissionDenied,
    unexpected: "Something went wrong...",
    auth_error: "We could not check your session. Please try again.",
    retry: "Try again",
  },
  confirm: {
    title: "Please confirm",
    default: "Are you sure, you want delete this element?",
    yes: "Yes",
    no: "No",
  },
  conflict: {
    title: "Someone else saved this record",
    intro:
      "This record was changed by someone else while you were editing it. Compare, then choose what to keep.",
    field: "Field",
    read: "When you opened it",
    now: "Now",
    mine: "Your edit",
    unchanged: "(unchanged)",
    empty: "(empty)",
    reload: "Reload their version",
    apply: "Apply my changes on top",
    cancel: "Cancel",
  },
  website: {
    launched: "Launched",
    not_launched: "Not launched",
    demo: "Demo",
    open_link: "Open store",
  },
  product_status: {
    published: "Published",
    unpublished: "Unpublished",
    scheduled: "Scheduled",
  },
  order_status: {
    new: "New",
    completed: "Completed",
    canceled: "Canceled",
  },
};

const resources = {
  Website: {
    name: "Store |||| Stores",
    fields: {
      id: "ID",
      name: "Name",
      link: "Link",
      plan: "Plan",
      is_launched: "Launched",
      is_demo: "Demo",
      created_at: "Created",
      margin: "Margin",
      limits: "Plan features",
    },
  },
  Product: {
    name: "Product |||| Products",
    fields: {
      preview_photo_url: "Picture",
      name: "Name",
      price: "Price",
      status: "Status",
      inventory_quantity: "Inventory",
      updated_at: "Updated",
      q: "Search",
    },
  },
  Order: {
    name: "Order |||| Orders",
    fields: {
      id: "Order",
      created_at: "Date",
      buyer_name: "Buyer",
      website_name: "Store",
      price: "Price",
      profit: "Profit",
      status: "Status",
      q: "Search",
    },
  },
  File: {
    name: "Store file |||| Store files",
    fields: {
      name: "Name",
      extension: "File type",
      size: "Size",
      created_at: "Uploaded",
      approval: "Approval",
      q: "Search",
    },
  },
  Notification: {
    name: "Notification |||| Notifications",
    fields: {
      created_at: "Date",
      type: "Type",
      seen: "Read",
    },
  },
};

/** Same keys, any text: what another locale must provide. */
export type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };
/**
 * Server texts by their code: the shared messages' bare keys, and "<area>.<key>" for the other
 * catalogues. They may grow on the server first; a missing translation shows the English text.
 */
export type AppMessages = Omit<Translated<typeof app>, "server"> & {
  server: Partial<Record<keyof typeof MSG, string>> & {
    [area: string]: string | Record<string, string> | undefined;
  };
};
export type ResourceMessages = Translated<typeof resources>;

const ra: TranslationMessages["ra"] = {
  ...englishMessages.ra,
  // The user menu item is named "Log out".
  auth: { ...englishMessages.ra.auth, logout: "Log out" },
};

/**
 * The first page's English: react-admin's and the app's own (sign-in, errors, resource names).
 * The areas' texts, shell included, are most of the catalogue and only the signed-in layout and
 * the invitation page read them: they load with those (see ui/AreaTexts.tsx).
 */
const en: TranslationMessages = { ...englishMessages, ra, app, resources };
export default en;

/** The whole English catalogue: the first page's texts and every area's, under app.<area>. */
export const loadEnglishAreas = (): Promise<TranslationMessages> =>
  import("./areas").then(({ areasEn }) => ({ ...en, app: { ...app, ...areasEn } }));

/** The spec's user-facing texts, quoted exactly (typos included: they are the product's). */
export const MSG = {
  required: "This element is required",
  invalidEmail: "E-mail must be valid",
  emailInUse: "Email address is already in use",
  invalidUrl: "Invalid URL address",
  listNotEmpty: "This element should contains at least 1 element",
  permissionDenied: "You don't have permission to access this resource.",
  somethingWrong: "Something went wrong...",
  confirmationSent: "We sent confirmation email.",
  websiteNotFound: "Website not found",
  // Texts the spec does not give; worded like the rest of the product.
  unauthenticated: "Unauthenticated.",
  badCredentials: "These credentials do not match our records.",
  badLoginLink: "This login link is invalid or has expired.",
  hashLoginRefused:
    "Login links with a password hash are no longer supported. Please sign in with your password.",
  tooManyLogins: "Too many login attempts. Please try again in a minute.",
  passwordTooShort: "The password must be at least 8 characters.",
  passwordMismatch: "The password confirmation does not match.",
  resetLinkSent: "If an account exists for this address, we have emailed a password reset link.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  passwordReset: "Your password has been reset. You can sign in now.",
  emailVerified: "Your email address is verified.",
  verifyLinkInvalid: "This verification link is invalid or has expired.",
  notFound: "Not found.",
  invalidInput: "The given data was invalid.",
  accountDeactivated: "This account has been deactivated.",
} as const;

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

/** What the catalogue, category and product CSV imports answer about a file and its lines. */
const CSV_IMPORT_MSG = {
  csvOnly: "Please upload file in csv extension.",
  csvEmpty: "The file has no rows.",
  csvTooLarge: "The file is too large.",
  csvNoColumn: (column: string) => `The file needs a "${column}" column.`,
  csvRow: (line: number, message: string) => `Line ${line}: ${message}`,
} as const;

// Supplier catalogue, categories and wishlist (issue 5 part A).
export const CATALOGUE_MSG = {
  completed: "Completed successfully",
  fieldsInvalid: "Fields are invalid",
  maxLength: (n: number) => `Value must be at most ${n} characters`,
  slugTaken: "This slug is already used by another category.",
  parentInvalid: "Choose a category of the same store that is not this category or one inside it.",
  ...CSV_IMPORT_MSG,
  imported: (n: number) => `Imported ${n} rows.`,
  supplierProductNotFound: "Supplier product not found.",
  styleIdTaken: "This style id is already used by another supplier product.",
  duplicateVariant: "Each colour and size pair may appear only once.",
  filesUpdated: "Files updated successfully",
  imagesOnly: "Upload .png, .jpg or .jpeg images.",
  productNotFound: "Product not found.",
} as const;

// Product list, bulk work, product CSV import/export, low stock and price changes (issue 5 part C).
export const PRODUCT_LIST_MSG = {
  productNotFound: "Product not found.",
  completed: "Completed successfully",
  productUpdated: "Product successfully updated",
  deleted: (n: number) => `Deleted ${n} products.`,
  restored: "The product is restored.",
  statusChanged: (n: number) => `Changed the status of ${n} products.`,
  duplicated: (n: number) => `Duplicated ${n} products.`,
  sortSaved: "The order is saved.",
  sortSameStore: "Products of one store can be ordered together.",
  publishWindow: "The publish start must be before the publish end.",
  importFailed: "Something went wrong.",
  importStarted: "Importing started",
  ...CSV_IMPORT_MSG,
  csvTooManyRows: (max: number) => `The file has more than ${max} rows.`,
  csvUnknownProduct: "No product with this id in this store.",
  csvUnknownVariant: "This product has no variant with this sku.",
  csvSlugRepeated: "This slug appears on another line of the file.",
  csvSlugTaken: "This slug is already used by another product.",
  csvFlag: "Use 1 or 0.",
  csvPrice: "Price must be greater than 0",
  availabilityFailed: "Something went wrong",
} as const;

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
  loginAsAdminRefused: "A login link cannot be issued for a platform admin.",
  loginAsPlatformAdminOnly: "Only a platform admin can log in as another user.",
} as const;

/** What the catalogue, category and product CSV imports answer about a file and its lines. */
const CSV_IMPORT_MSG = {
  csvOnly: "Please upload file in csv extension.",
  csvEmpty: "The file has no rows.",
  csvTooLarge: "The file is too large.",
  csvNoColumn: (column: string) => `The file needs a "${column}" column.`,
  csvRow: (line: number, message: string) => `Line ${line}: ${message}`,
} as const;

// Supplier catalogue, categories and wishlist.
export const CATALOGUE_MSG = {
  completed: "Completed successfully",
  fieldsInvalid: "Fields are invalid",
  maxLength: (n: number) => `Value must be at most ${n} characters`,
  slugTaken: "This slug is already used by another category.",
  parentInvalid: "Choose a category of the same store that is not this category or one inside it.",
  ...CSV_IMPORT_MSG,
  supplierProductNotFound: "Supplier product not found.",
  styleIdTaken: "This style id is already used by another supplier product.",
  duplicateVariant: "Each colour and size pair may appear only once.",
  filesUpdated: "Files updated successfully",
  imagesOnly: "Upload .png, .jpg or .jpeg images.",
  productNotFound: "Product not found.",
} as const;

// Product list, bulk work, product CSV import/export, low stock and price changes.
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

// Uploads and the file library.
export const LIBRARY_MSG = {
  uploaded: "Uploaded successfully",
  uploadFailed: "Uploading failed. Try again later or make your file smaller.",
  filesUpdated: "Files updated successfully",
  cantUpdate: "Cant update files",
  cantDownload: "Cant download files",
  fetchFailed: "Something went wrong while fetching library designs",
  completed: "Completed successfully",
  noFiles: "Choose a file to upload.",
  tooManyFiles: (max: number) => `Upload at most ${max} files at once.`,
  emptyFile: (name: string) => `${name} is empty.`,
  /** The 413 answer (the file is probably too large). */
  tooLarge: (name: string, mb: number) => `${name} is too large. Files of this type may be at most ${mb} MB.`,
  notAccepted: (name: string, extensions: readonly string[]) =>
    `${name} cannot be uploaded here. Accepted files: ${extensions.map((e) => `.${e}`).join(", ")}.`,
  mismatch: (name: string, extension: string) =>
    `${name} is not a real .${extension} file: its content does not match its name.`,
  damaged: (name: string) => `${name} is damaged or incomplete.`,
  svgRefused: (name: string) =>
    `${name} is an SVG file. SVG files are not accepted: upload a PNG or JPG image.`,
  htmlRefused: (name: string) => `${name} is an HTML file. HTML files are not accepted.`,
  imagesOnly: "Upload .png, .jpg or .jpeg images.",
  embroideryNeedsDst: "Embroidery needs a .dst file.",
  fileNotFound: "The file was not found.",
  folderNotFound: "The folder was not found.",
  folderIntoItself: "A folder cannot be moved into itself.",
  nameTooLong: (max: number) => `Value must be at most ${max} characters`,
  prepRequested: "Your request was sent to our artwork team.",
  prepUpdated: "The request is updated.",
  prepDelivered: "The prepared file is in the store's library.",
  prepClosed: "This request is already closed.",
  pathInvalid: "This path is not a file of this store.",
} as const;

// Checkout and orders.
export const ORDER_MSG = {
  /** The delete order confirmation. */
  deleteConfirm: "Are you sure? This action will delete selected order.",
  deleted: "The order is canceled and archived.",
  statusChanged: "The order status is changed.",
  statusInvalid: "Choose one of: new, completed, canceled.",
  statusUnchanged: "The order already has this status.",
  deletedOrder: "This order is archived and cannot be changed.",
  ownerOnly: "Only the store owner or an admin can delete an order.",
  cartEmpty: "Your cart is empty.",
  cartFull: (max: number) => `A cart holds at most ${max} different items.`,
  productGone: "This product is no longer available.",
  chooseVariant: "Choose a colour and size.",
  variantGone: "This option is no longer available.",
  minimumQuantity: (name: string, n: number) => `The minimum quantity of ${name} is ${n}.`,
  quantity: "The quantity must be a whole number from 1 to 999.",
  outOfStock: (name: string, left: number) =>
    left > 0 ? `Only ${left} left of ${name}.` : `${name} is out of stock.`,
  noPaymentAccount:
    "This store cannot take payments yet: its owner has not connected a payment account. Please try again later.",
  storeClosed: "This store is not open for orders yet.",
  priceChanged:
    "Prices or stock changed while you were paying. Your card was not charged; please check your cart.",
  nameRequired: "Enter your name.",
  emailInvalid: "E-mail must be valid",
  addressRequired: "Enter the street, city, postal code and country.",
  cardRequired: "Enter your card number.",
  orderPlaced: (id: number) => `Thank you! Your order #${id} is placed.`,
  newOrder: (id: number, buyer: string, total: string) => `New order #${id} from ${buyer}: ${total}.`,
  carrierRequired: "Enter the carrier.",
  trackingRequired: "Enter the tracking number.",
  shipmentStatus: "Choose one of: pending, shipped, in_transit, delivered, returned.",
  shipmentSaved: "The shipment is saved.",
  shipmentDeleted: "The shipment is deleted.",
  orderNotFound: "The order was not found.",
  shipmentNotFound: "The shipment was not found.",
  itemsRequired: "This element should contains at least 1 element",
  cloned: (id: number) => `Order #${id} is created as a copy.`,
  edited: "The order is saved.",
  noSupplierAccount: "This store has no supplier account to track shipments with.",
  dateInvalid: "Enter a valid date.",
  itemName: "Enter the item's name.",
  unitPrice: "The price must be at least 0.",
  unitCost: "The cost must be at least 0.",
  unitFee: "The platform fee must be at least 0.",
  // Canceling gives everything back (server/services/orders/cancel.ts); it cannot be undone.
  canceledFinal:
    "A canceled order cannot be reopened: its payment was refunded and its stock returned. Place a new order instead.",
  refundFailed: (reason: string) =>
    `The card payment could not be refunded, so the order was not canceled. The payment provider answered: ${reason}`,
  refundUnavailable: (provider: string) =>
    `The card payment was made through "${provider}", which this server cannot refund, so the order was not canceled.`,
  giftCardReturned: (orderId: number) => `Given back: order #${orderId} was canceled.`,
  giftCardVoided: (orderId: number) => `Withdrawn: order #${orderId}, which bought this card, was canceled.`,
} as const;

// Storefront card payment on Stripe's hosted Checkout page.
export const HOSTED_CHECKOUT_MSG = {
  payOnProvider: "You will pay by card on Stripe's secure payment page.",
  notPaid: "Your payment was not completed, so no order was placed. Your cart is kept; please try again.",
  canceled: "The payment was canceled. Your cart is kept; you can pay when you are ready.",
  notFound: "This payment was not found.",
  mismatch: "This payment does not match your checkout, so no order was placed.",
  refunded:
    "Prices or stock changed while you were paying. Your payment was refunded; please check your cart.",
  signature: "The webhook signature does not match.",
  webhookOff: "Stripe webhooks are not configured on this server.",
} as const;

// Payment requests (/payments).
export const PAYMENT_REQUEST_MSG = {
  orderClosed: (orderIds: readonly number[]) =>
    orderIds.length === 1
      ? `Order #${orderIds[0]} is canceled or deleted, so its payment cannot be requested.`
      : `Orders ${orderIds.map((id) => `#${id}`).join(", ")} are canceled or deleted, so their payments cannot be requested.`,
  unknownPayments: (ids: readonly number[]) => `No payment has the id ${ids.join(", ")}.`,
  idsOrHash: "Give either the payments' ids or the request's hash.",
  unknownHash: "No payment request has this hash.",
  allStoresAdminOnly: "Only platform admins can list the payments of every store.",
} as const;

// Storefront checkout codes: one discount code and several gift cards.
export const CHECKOUT_CODES_MSG = {
  heading: "Discount or gift card",
  codeLabel: "Code",
  apply: "Apply code",
  applied: (code: string) => `Code ${code} applied.`,
  discountChip: (code: string) => `Discount ${code}`,
  /** Only the last characters: the page may be seen over the buyer's shoulder. */
  giftCardChip: (lastFour: string) => `Gift card •••• ${lastFour}`,
  remove: "Remove",
  removeLabel: (code: string) => `Remove ${code}`,
  oneDiscount: "Only one discount code can be used per order.",
  tooManyGiftCards: (max: number) => `At most ${max} gift cards can be used per order.`,
  tooManyCodes: (max: number) => `At most one discount code and ${max} gift cards can be used per order.`,
  nothingLeft: "The order is already paid in full, so this gift card is not needed.",
  codeRefused: (code: string, why: string) => `${code}: ${why}`,
  giftCardLine: "Gift card",
  toPayByCard: "To pay by card",
} as const;

/**
 * Write routes that do not record their activity event yet: the activity checker skips them so the
 * suite stays green while the events are added area by area. Remove a route once its writes record
 * their event. To regenerate from what the suite sees:
 *   ACTIVITY_PENDING=print npx vitest run --project api
 * (the pending list is then ignored, nothing fails on it, and the run ends by printing the list).
 */
export const ACTIVITY_PENDING: readonly string[] = [
  "DELETE /api/bread/:model/:id SupplierProduct", // answered 2xx but recorded no activity event
  "DELETE /api/gift-card-products/:id", // answered 2xx but recorded no activity event
  "DELETE /api/product-drafts/:id", // answered 2xx but recorded no activity event
  "DELETE /api/product-drafts/:id/items/:key", // answered 2xx but recorded no activity event
  "DELETE /api/product/custom/print/:id", // answered 2xx but recorded no activity event
  "DELETE /api/related/product", // answered 2xx but recorded no activity event
  "DELETE /api/smake/product/:id", // answered 2xx but recorded no activity event
  "POST /api/bread/:model PaymentRequest", // answered 2xx but recorded no activity event
  "POST /api/bread/:model SupplierProduct", // answered 2xx but recorded no activity event
  "POST /api/clone/smake/:id", // answered 2xx but recorded no activity event
  "POST /api/companion/product", // answered 2xx but recorded no activity event
  "POST /api/copy/paypal/:id", // answered 2xx but recorded no activity event
  "POST /api/copy/stripe", // answered 2xx but recorded no activity event
  "POST /api/custom/payment/request", // answered 2xx but recorded no activity event
  "POST /api/domain/request", // answered 2xx but recorded no activity event
  "POST /api/favourite/product", // answered 2xx but recorded no activity event
  "POST /api/gift-card-products", // answered 2xx but recorded no activity event
  "POST /api/payment/request/:id", // answered 2xx but recorded no activity event
  "POST /api/payments/stripe/webhook", // answered 2xx but recorded no activity event
  "POST /api/product-drafts", // answered 2xx but recorded no activity event
  "POST /api/product-drafts/:id/items", // answered 2xx but recorded no activity event
  "POST /api/product-drafts/:id/mockups", // answered 2xx but recorded no activity event
  "POST /api/product-drafts/from-product/:productId", // answered 2xx but recorded no activity event
  "POST /api/product/custom/picture", // answered 2xx but recorded no activity event
  "POST /api/product/swatch", // answered 2xx but recorded no activity event
  "POST /api/products/:id/variant", // answered 2xx but recorded no activity event
  "POST /api/products/availability/import", // answered 2xx but recorded no activity event
  "POST /api/profill/create-account", // answered 2xx but recorded no activity event
  "POST /api/profill/validate-account", // answered 2xx but recorded no activity event
  "POST /api/refresh/stripe", // answered 2xx but recorded no activity event
  "POST /api/related/product", // answered 2xx but recorded no activity event
  "POST /api/resend/payment/request/:id", // answered 2xx but recorded no activity event
  "POST /api/send/paypal/link", // answered 2xx but recorded no activity event
  "POST /api/smake/product", // answered 2xx but recorded no activity event
  "POST /api/storefront/:link/checkout", // answered 2xx but recorded no activity event
  "POST /api/subscription/stripe/webhook", // answered 2xx but recorded no activity event
  "POST /api/update/smake/product", // answered 2xx but recorded no activity event
  "POST /api/upload/smake", // answered 2xx but recorded no activity event
  "POST /api/websites/:id/launch-store", // answered 2xx but recorded no activity event
  "POST /api/websites/:id/payments", // answered 2xx but recorded no activity event
  "POST /api/websites/braintree_merchant", // answered 2xx but recorded no activity event
  "POST /api/websites/clone", // answered 2xx but recorded no activity event
  "POST /api/websites/second_payment", // answered 2xx but recorded no activity event
  "POST /api/websites/stripe_id", // answered 2xx but recorded no activity event
  "PUT /api/admin/app-info", // answered 2xx but recorded no activity event
  "PUT /api/bread/:model/:id SupplierProduct", // answered 2xx but recorded no activity event
  "PUT /api/change/request/status", // answered 2xx but recorded no activity event
  "PUT /api/gift-card-products/:id", // answered 2xx but recorded no activity event
  "PUT /api/payments_request", // answered 2xx but recorded no activity event
  "PUT /api/product-drafts/:id", // answered 2xx but recorded no activity event
  "PUT /api/product-drafts/:id/design", // answered 2xx but recorded no activity event
  "PUT /api/product-drafts/:id/items/:key/sides/:side", // answered 2xx but recorded no activity event
  "PUT /api/stripe/disconnect", // answered 2xx but recorded no activity event
  "PUT /api/update/website/plan/:id", // answered 2xx but recorded no activity event
  "POST /api/product-drafts/:id/publish", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
];

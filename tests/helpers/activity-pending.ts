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
  "POST /api/admin/users/:id/login-link", // answered 2xx but recorded no activity event
  "POST /api/bread/:model SupplierProduct", // answered 2xx but recorded no activity event
  "POST /api/clone/smake/:id", // answered 2xx but recorded no activity event
  "POST /api/companion/product", // answered 2xx but recorded no activity event
  "POST /api/create/invitation/code", // answered 2xx but recorded no activity event
  "POST /api/create/user/level", // answered 2xx but recorded no activity event
  "POST /api/embroidery/request", // answered 2xx but recorded no activity event
  "POST /api/favourite/product", // answered 2xx but recorded no activity event
  "POST /api/gift-card-products", // answered 2xx but recorded no activity event
  "POST /api/library", // answered 2xx but recorded no activity event
  "POST /api/library/admin-file-prep-request", // answered 2xx but recorded no activity event
  "POST /api/library/file-prep-request", // answered 2xx but recorded no activity event
  "POST /api/notifications", // answered 2xx but recorded no activity event
  "POST /api/notifications/clear", // answered 2xx but recorded no activity event
  "POST /api/product-drafts", // answered 2xx but recorded no activity event
  "POST /api/product-drafts/:id/items", // answered 2xx but recorded no activity event
  "POST /api/product-drafts/:id/mockups", // answered 2xx but recorded no activity event
  "POST /api/product-drafts/from-product/:productId", // answered 2xx but recorded no activity event
  "POST /api/product/custom/picture", // answered 2xx but recorded no activity event
  "POST /api/product/swatch", // answered 2xx but recorded no activity event
  "POST /api/products/:id/variant", // answered 2xx but recorded no activity event
  "POST /api/products/availability/import", // answered 2xx but recorded no activity event
  "POST /api/related/product", // answered 2xx but recorded no activity event
  "POST /api/request/invitation", // answered 2xx but recorded no activity event
  "POST /api/resend/permission", // answered 2xx but recorded no activity event
  "POST /api/smake/product", // answered 2xx but recorded no activity event
  "POST /api/update/smake/product", // answered 2xx but recorded no activity event
  "POST /api/upload/:type", // answered 2xx but recorded no activity event
  "POST /api/upload/deletetaxpdf", // answered 2xx but recorded no activity event
  "POST /api/upload/dpi/:type", // answered 2xx but recorded no activity event
  "POST /api/upload/library", // answered 2xx but recorded no activity event
  "POST /api/upload/library/:folderId", // answered 2xx but recorded no activity event
  "POST /api/upload/smake", // answered 2xx but recorded no activity event
  "POST /api/upload/update", // answered 2xx but recorded no activity event
  "POST /api/upload/uploadtaxpdf", // answered 2xx but recorded no activity event
  "POST /api/upload/users/:websiteId/:type", // answered 2xx but recorded no activity event
  "POST /api/users/level", // answered 2xx but recorded no activity event
  "PUT /api/bread/:model/:id SupplierProduct", // answered 2xx but recorded no activity event
  "PUT /api/gift-card-products/:id", // answered 2xx but recorded no activity event
  "PUT /api/invitation/update/request", // answered 2xx but recorded no activity event
  "PUT /api/library/file-prep-request/:id", // answered 2xx but recorded no activity event
  "PUT /api/product-drafts/:id", // answered 2xx but recorded no activity event
  "PUT /api/product-drafts/:id/design", // answered 2xx but recorded no activity event
  "PUT /api/product-drafts/:id/items/:key/sides/:side", // answered 2xx but recorded no activity event
  "POST /api/accept/invitation", // answered 2xx but recorded 3 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/accept/invitation/:id", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/content/:websiteId/:kind", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/create/invitation", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/product-drafts/:id/publish", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/register", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
];

/**
 * Write routes that do not record their activity event yet: the activity checker skips them so the
 * suite stays green while the events are added area by area. Remove a route once its writes record
 * their event. To regenerate from what the suite sees:
 *   ACTIVITY_PENDING=print npx vitest run --project api
 * (the pending list is then ignored, nothing fails on it, and the run ends by printing the list).
 */
export const ACTIVITY_PENDING: readonly string[] = [
  "POST /api/admin/users/:id/login-link", // answered 2xx but recorded no activity event
  "POST /api/create/invitation/code", // answered 2xx but recorded no activity event
  "POST /api/create/user/level", // answered 2xx but recorded no activity event
  "POST /api/embroidery/request", // answered 2xx but recorded no activity event
  "POST /api/library", // answered 2xx but recorded no activity event
  "POST /api/library/admin-file-prep-request", // answered 2xx but recorded no activity event
  "POST /api/library/file-prep-request", // answered 2xx but recorded no activity event
  "POST /api/notifications", // answered 2xx but recorded no activity event
  "POST /api/notifications/clear", // answered 2xx but recorded no activity event
  "POST /api/request/invitation", // answered 2xx but recorded no activity event
  "POST /api/resend/permission", // answered 2xx but recorded no activity event
  "POST /api/upload/:type", // answered 2xx but recorded no activity event
  "POST /api/upload/deletetaxpdf", // answered 2xx but recorded no activity event
  "POST /api/upload/dpi/:type", // answered 2xx but recorded no activity event
  "POST /api/upload/library", // answered 2xx but recorded no activity event
  "POST /api/upload/library/:folderId", // answered 2xx but recorded no activity event
  "POST /api/upload/update", // answered 2xx but recorded no activity event
  "POST /api/upload/uploadtaxpdf", // answered 2xx but recorded no activity event
  "POST /api/upload/users/:websiteId/:type", // answered 2xx but recorded no activity event
  "POST /api/users/level", // answered 2xx but recorded no activity event
  "POST /api/accept/invitation", // answered 2xx but recorded 3 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/accept/invitation/:id", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/content/:websiteId/:kind", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/create/invitation", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
  "POST /api/register", // answered 2xx but recorded 2 activity events (one expected; per-row routes go on ACTIVITY_PER_ROW)
];

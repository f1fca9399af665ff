import type { Handlers } from "./api";

const notFound = () => ({ status: 404, body: { message: "Not found." } });

/**
 * Calls the shell and the screens make around what a test looks at, answered 404 ("nothing
 * here") as the screens already handle; a test that looks at one declares its own answer.
 */
export const unwatched: Handlers = Object.fromEntries(
  [
    "GET /api/payments_request",
    "GET /api/categories",
    "GET /api/websites/:id/preview-token",
    "GET /api/websites/:id/whitelisted-emails",
    "GET /api/websites/:id/invitation-codes",
    "GET /api/websites/:id/payments",
    "GET /api/permissions",
    "GET /api/get/shop/requests/:id",
    "GET /api/get/invitations",
    "GET /api/subscription/websites/:id",
    "GET /api/profill/check-user-access/:id",
    "GET /api/levels",
    "GET /api/chart/stats",
    "GET /api/app_progress",
    "GET /api/notifications",
    "GET /api/app_info",
    "GET /api/profill/check-account/:id",
    "GET /api/gift-card-products",
    "GET /api/bread/Website/:id",
    "GET /api/orders",
    "POST /api/logout",
  ].map((key) => [key, notFound]),
);
// A record's activity timeline (on the product, order, store and user screens): nothing recorded yet.
unwatched["GET /api/bread/ActivityEvent"] = () => ({
  body: [],
  headers: { "Content-Range": "activityevent 0-0/0" },
});

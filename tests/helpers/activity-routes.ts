import { PRESENCE_ENTITIES } from "../../domain/live.js";

/**
 * How the activity checker (tests/helpers/activity-check.ts) reads a write route. Keys are
 * "METHOD /api/route/:pattern"; BREAD routes add the model: "POST /api/bread/:model Discount".
 */

/** Writes that change no record of the store or the platform, so they leave no event; a reason each. */
export const ACTIVITY_EXEMPT: Readonly<Record<string, string>> = {
  "POST /api/logout": "sign-out ends the caller's own session; no record changes",
  // An edit screen saying it has a record open, or left it: kept in memory, no record changes.
  ...Object.fromEntries(
    Object.values(PRESENCE_ENTITIES).flatMap((records) => [
      [`POST /api/live/presence/${records}/:id`, "says the caller has the record open; no record changes"],
      [`DELETE /api/live/presence/${records}/:id`, "says the caller closed the record; no record changes"],
    ]),
  ),
  "POST /api/search": "a search sent by POST: a read",
  "POST /api/invitation/check": "checks an invitation code: a read",
  "POST /api/get/resized/file": "answers a resized copy of a stored file: a read (the copy is a cache)",
  "POST /api/export/users": "an export: a read",
  "POST /api/user-registered/report": "a report: a read",
  "POST /api/validate_dns": "checks that a domain is free and points at the store: a read",
  "POST /api/validate_domain": "checks that a link or domain is free: a read",
  "POST /api/storefront/:link/cart": "a shopper's cart on the public storefront (priced, not stored)",
  "POST /api/products/add/to/cart": "a shopper's cart line: priced, not stored",
  "POST /api/gift-card-products/add/to/cart": "a shopper's gift card cart line: priced, not stored",
  "POST /api/storefront/products/:id/view": "a storefront page view counter, not a record edit",
  "POST /api/storefront/:link/contact": "a shopper's message mailed to the store; nothing stored",
  "POST /api/message": "a message mailed to a contact; nothing stored",
  "POST /api/websites/test/email": "sends a test email with the store's mail settings",
  "POST /api/email/resend": "mails the verification link again; the account is unchanged",
  "POST /api/password/email": "mails a password reset link; the account is unchanged until the reset",
  "POST /api/resend/payment/request/:id":
    "mails and notifies the platform admins of a payout request again; its payment rows are unchanged",
  "POST /api/domain/request":
    "mails and notifies the platform admins of a wanted domain; the store is unchanged until they connect it",
  "POST /api/resend/permission": "mails a member the summary of their access; nothing changes",
};

/** Writes that record one event per affected row (bulk edits, imports): at least one on success. */
export const ACTIVITY_PER_ROW: Readonly<Record<string, string>> = {
  "POST /api/products/import":
    "queues a product CSV import job, which records one import event per imported row under the request's id (none may be written yet when it answers)",
  "POST /api/upload/discountcsv": "a discount code CSV records one event per created code",
  "POST /api/categories/order": "reordering records one event per moved category",
  "POST /api/categories/csv":
    "queues a category CSV import job, which records one event per imported category under the request's id (none may be written yet when it answers)",
  "DELETE /api/library/multiple/files": "deleting several files and folders records one event per entry",
  "DELETE /api/library/folder/:id": "deleting a folder records one event per entry it held and itself",
  "PUT /api/library/multiple/files": "moving several files records one event per file",
  "POST /api/gift-cards": "a batch of gift cards records one event per issued card",
  "POST /api/bread/:model GiftCard": "a batch of gift cards records one event per issued card",
  "PATCH /api/products/bulk": "a bulk edit records one event per edited product",
  "POST /api/products/change/status": "a status change of several products records one event per product",
  "POST /api/products/delete": "deleting several products records one event per product",
  "POST /api/products/update/sortorder": "reordering records one event per moved product",
  "POST /api/update/multiple/products": "updating several products records one event per product",
  "POST /api/products/availability/import":
    "queues an availability CSV import job, which records one import event per product it names under the request's id (none may be written yet when it answers)",
  "POST /api/upload/users/:websiteId/:type":
    "queues a store users CSV import job, which records one settings event of the store per batch that added entries, under the request's id (none may be written yet when it answers)",
  "POST /api/upload/smake":
    "queues a catalogue CSV import job, which records one import event per blank it creates or updates under the request's id (none may be written yet when it answers)",
  "POST /api/product-drafts/:id/publish":
    "publishing records one event per product it creates or updates, and one for the draft it removes",
  "POST /api/product-drafts/:id/mockups":
    "queuing the draft's mockup job records one event; none when its running job is answered",
  "POST /api/product-drafts/from-product/:productId":
    "records the draft it opens; none when the caller's open draft of the product is answered",
  "POST /api/update/website/pages/order": "reordering pages records one event per moved page",
  "POST /api/send/invitation": "inviting several addresses records one event per invitation",
  "POST /api/send/invitation/level": "inviting a level's users records one event per invitation",
  "POST /api/delete/whole/invitation": "deleting invitations records one event per invitation",
  "POST /api/bread/:model PaymentRequest": "a payout request records one event per requested payment row",
  "POST /api/custom/payment/request": "a payout request records one event per requested payment row",
  "PUT /api/payments_request": "settling records one event per settled payment row",
  "POST /api/refresh/stripe":
    "re-reading the payment accounts records one event per account whose state changed; none if none did",
  "POST /api/send/paypal/link":
    "records the PayPal account it opens on the store; none when the store has one (the link is only mailed)",
  "POST /api/payments/stripe/webhook":
    "records the order a paid checkout places (actor nobody); none for an event about no checkout of ours",
  "POST /api/subscription/stripe/webhook":
    "records the store's plan change an event makes (actor nobody); none for an event that changes nothing",
  "PUT /api/update/website/plan/:id":
    "records the plan change; none when it only sends to the provider's payment page (recorded once paid)",
  "POST /api/websites/:id/launch-store":
    "records the launch; a store not ready answers 200 with what is missing and changes nothing",
  "PUT /api/change/request/status":
    "answering a request records its status, and accepting it the invitation it creates as well",
  "POST /api/storefront/:link/checkout":
    "records the order it places; none when it only prices codes or opens the provider's payment page",
  "POST /api/register": "creates the account and signs it in: one create and one sign_in event",
  "POST /api/accept/invitation":
    "the invitation answered, the invitee's account created or claimed, their store access, and their sign-in",
  "POST /api/accept/invitation/:id": "the invitation answered and the invitee's store access (and account)",
  "POST /api/create/invitation": "the new invitation, and an expired open one to the same address marked so",
  "POST /api/content/:websiteId/:kind": "a new home page records its create and the old home page's demotion",
  "POST /api/notifications": "one event per notification created, one per recipient",
  "POST /api/notifications/clear": "marking all read records one event per notification that was unread",
  "POST /api/library": "uploading records one create event per stored file",
  "POST /api/upload/library": "uploading records one create event per stored file",
  "POST /api/upload/library/:folderId": "uploading records one create event per stored file",
  "POST /api/upload/:type": "uploading records one create event per stored file",
  "POST /api/upload/dpi/:type": "uploading records one create event per stored file",
  "POST /api/library/admin-file-prep-request": "the delivered file's create and the request it completes",
};

/** Writes whose refusal is itself recorded (a failed sign-in is an event of its own). */
export const ACTIVITY_ON_REFUSAL: Readonly<Record<string, string>> = {
  "POST /api/login": "a refused sign-in is recorded as sign_in_failed",
  "POST /api/accept/invitation":
    "a link used after its expiry is refused and marked expired (a status event)",
  "POST /api/accept/invitation/:id": "an invitation answered after its expiry is refused and marked expired",
};

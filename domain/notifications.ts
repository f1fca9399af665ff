import { z } from "zod";
import { MSG } from "./messages.js";

/**
 * What a notification is about. Stored in notifications.type; the SPA may pick an icon by it.
 * Only `price_change` carries HTML, built
 * by the server with every interpolated value escaped; every other type is plain text and must be
 * rendered as text.
 */
export const NOTIFICATION_TYPES = [
  "info",
  "order",
  "low_inventory",
  "inventory",
  "price_change",
  "store_launched",
  "invitation",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const HTML_NOTIFICATION_TYPES: readonly NotificationType[] = ["price_change"];

/**
 * A user who switched a kind of notification off (account settings) does not get it. The column
 * of users that says so, per type; types not listed always go out.
 */
export const NOTIFICATION_PREFERENCE = {
  low_inventory: "low_inventory",
  inventory: "inventory_notifications",
  price_change: "price_changes_notifications",
} as const satisfies Partial<Record<NotificationType, string>>;

export const NOTIFICATION_MSG = {
  chooseRecipients: "Choose the users to notify, or send it to everyone.",
  unknownUsers: "Some of the chosen users do not exist.",
  allSeen: "All notifications are marked as read.",
} as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Texts for the events that create notifications (store launched, invitation, stock, prices). */
export const notificationText = {
  storeLaunched: (store: string) => `Your store ${store} is live now!`,
  invitationReceived: (store: string) => `You have been invited to join ${store}.`,
  lowStock: (product: string, left: number) => `Low stock: ${product} has ${left} items left.`,
  /** HTML, for the price_change type only: the product name is escaped. */
  priceChange: (product: string) =>
    `<p>Supplier prices changed for <strong>${escapeHtml(product)}</strong>. Check your margins.</p>`,
};

/** POST /api/notifications (admin): to chosen users or to everyone. */
export const createNotificationSchema = z
  .object({
    content: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(2000),
    user_ids: z.array(z.number().int().positive()).max(10_000).optional(),
    all: z.boolean().optional(),
    website_id: z.number().int().positive().nullish(),
  })
  .refine((v) => v.all === true || (v.user_ids?.length ?? 0) > 0, {
    message: NOTIFICATION_MSG.chooseRecipients,
    path: ["user_ids"],
  });

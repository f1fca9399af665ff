import { z } from "zod";

/*
 * The live stream of a signed-in tab (GET /api/live, text/event-stream): what changed in the
 * stores the caller may see, and who else has a record open. The server writes these shapes as
 * the `data:` of each event; the SPA reads them with the same schemas.
 */

export {
  PRESENCE_ENTITIES,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_EXPIRES_MS,
  LIVE_HEARTBEAT_MS,
  type PresenceEntity,
} from "../live.js";

/** `event: changed`: a record was written (taken from the activity trail). */
export const liveChangedDto = z.object({
  entity: z.string().describe("BREAD model name of the record (Product, Order, Website…)"),
  id: z.number().nullable().describe("the record's id; null for a write on many records"),
  website_id: z.number().nullable(),
  action: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable().describe("who wrote; null for the system"),
});
export type LiveChanged = z.infer<typeof liveChangedDto>;

export const presentUserDto = z.object({ id: z.number(), name: z.string() });
export type PresentUser = z.infer<typeof presentUserDto>;

/** `event: presence`: everyone else who has this record open now (empty: nobody). */
export const livePresenceDto = z.object({
  entity: z.string(),
  id: z.number(),
  users: z.array(presentUserDto),
});
export type LivePresence = z.infer<typeof livePresenceDto>;

/** `event: ready`: the stream is open for this user. */
export const liveReadyDto = z.object({ user_id: z.number() });

/** POST /api/live/presence/…: the screen is open; answers who else has the record open. */
export const presenceBody = z.object({
  tab: z
    .string()
    .min(1)
    .max(64)
    .describe("an id of the browser tab, so two tabs of one user come and go on their own"),
});

import { z } from "zod";

/**
 * Every event the app servers tell each other, by channel: a channel's payload is small JSON
 * (a PostgreSQL notification holds under 8000 bytes), checked against its schema when it
 * arrives from another server.
 */
export const EVENT_PAYLOADS = {
  /** A store's public pages changed: every server drops its rendered pages of that store. */
  "storefront.invalidate": z.object({ websiteId: z.number().int().positive() }),
  /** New activity events were committed: every server's live tailer reads them. */
  "live.wake": z.object({}),
  /** A user opened (here) or left an edit screen of a record; live streams tell who may see it. */
  "live.presence": z.object({
    entity: z.string().max(64),
    id: z.number().int().positive(),
    websiteId: z.number().int().positive().nullable(),
    userId: z.number().int().positive(),
    userName: z.string().max(300),
    tab: z.string().max(64),
    here: z.boolean(),
  }),
} as const;

export type EventChannel = keyof typeof EVENT_PAYLOADS;
export type EventPayload<C extends EventChannel> = z.infer<(typeof EVENT_PAYLOADS)[C]>;

/** One event of any channel, as a discriminated union. */
export type AppEvent = { [C in EventChannel]: { channel: C; payload: EventPayload<C> } }[EventChannel];

/** Reads an event that came from elsewhere; null for an unknown channel or a payload of the wrong shape. */
export function parseEvent(channel: string, payload: unknown): AppEvent | null {
  if (!Object.hasOwn(EVENT_PAYLOADS, channel)) return null;
  const parsed = EVENT_PAYLOADS[channel as EventChannel].safeParse(payload);
  return parsed.success ? ({ channel, payload: parsed.data } as AppEvent) : null;
}

import { PRESENCE_ENTITIES, type PresenceEntity } from "../../domain/live";
import type { LivePresence } from "../../domain/contracts/live";
import { apiRequest, httpClient } from "../httpClient";
import { readLiveStream, type LiveStreamEvent } from "../transport/live-stream";

const presencePath = (entity: PresenceEntity, id: number) => `/api/live/presence/${PRESENCE_ENTITIES[entity]}/${id}`;

/** The live stream of this tab, and the presence of an open edit screen. */
export const liveActions = {
  /** Opens the tab's live stream; resolves when the server ends it, rejects when it breaks. */
  subscribeLive: (onEvent: (event: LiveStreamEvent) => void, signal: AbortSignal) => readLiveStream(onEvent, signal),
  /** The screen of this record is open (sent again every 15 s); answers who else has it open. */
  announcePresence: async (entity: PresenceEntity, id: number, tab: string): Promise<LivePresence> =>
    apiRequest<LivePresence>(presencePath(entity, id), { method: "POST", body: { tab } }),
  /** The screen closed; kept alive past the page's unload, when the tab is closed or reloaded. */
  leavePresence: (entity: PresenceEntity, id: number, tab: string) =>
    httpClient(`${presencePath(entity, id)}?${new URLSearchParams({ tab })}`, { method: "DELETE", keepalive: true }),
};

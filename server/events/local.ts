import { resolve } from "node:path";
import type { EventBus } from "./bus.js";
import { Subscribers } from "./bus.js";
import type { AppEvent } from "./kinds.js";

/**
 * The apps of this process on one SQLite file, by file. SQLite is served by one process, so every
 * server of the database is here: an event goes to each of them.
 */
const sharing = new Map<string, Set<Subscribers>>();

/** The bus on SQLite: in-process, shared by the apps on `file` (":memory:" is a database of its own). */
export function localEventBus(sqliteFile: string, onError: (error: unknown) => void): EventBus {
  const file = sqliteFile === ":memory:" ? sqliteFile : resolve(sqliteFile);
  const own = new Subscribers(onError);
  const peers = file === ":memory:" ? new Set<Subscribers>() : (sharing.get(file) ?? new Set<Subscribers>());
  if (file !== ":memory:") sharing.set(file, peers);
  peers.add(own);
  let closed = false;
  return {
    async publish(channel, payload) {
      if (closed) throw new Error("The event bus is closed");
      const event = { channel, payload } as AppEvent;
      for (const subscribers of peers) subscribers.deliver(event);
    },
    subscribe: (channel, handler) => own.add(channel, handler),
    onMissed: (handler) => own.addMissed(handler),
    async close() {
      if (closed) return;
      closed = true;
      own.clear();
      peers.delete(own);
      if (peers.size === 0 && sharing.get(file) === peers) sharing.delete(file);
    },
  };
}

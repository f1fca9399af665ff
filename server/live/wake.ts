import type { FastifyInstance } from "fastify";
import type { EventBus } from "../events/bus.js";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * After each successful write, every server's live tailer is woken to read the activity trail
 * (the write's events committed with it). The answer is already sent, so the write is committed.
 */
export function wakeLiveAfterWrites(
  app: FastifyInstance,
  events: EventBus,
  onError: (error: unknown) => void,
): void {
  app.addHook("onResponse", async (request, reply) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith("/api/")) return;
    if (request.url.startsWith("/api/live")) return;
    await events.publish("live.wake", {}).catch(onError);
  });
}

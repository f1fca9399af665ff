import type { FastifyInstance } from "fastify";

/**
 * Once the server is closing, every answer closes its connection: a keep-alive connection whose
 * request was in flight when the shutdown began would otherwise hold the shutdown until it
 * times out.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}

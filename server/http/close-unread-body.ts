import type { FastifyInstance } from "fastify";

/**
 * An answer sent before the request body was read to its end (an upload refused as too large,
 * or refused before it was read at all) closes the connection. Left open, the unread rest of the
 * body fills the socket's buffers: the browser stalls mid-upload and never sees the answer.
 * Closed, the browser stops sending and reads the answer at once.
 */
export function closeAfterUnreadBody(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    // `complete` is a real Node request's flag; injected test requests have none.
    if (request.raw.complete === false) reply.header("connection", "close");
  });
}

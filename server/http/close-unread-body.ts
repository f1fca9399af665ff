import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** How long a closing connection still reads (and drops) what the client had already sent. */
const LINGER_MS = 2_000;

/**
 * An answer sent before the request body was read to its end (an upload refused as too large,
 * or refused before it was read at all) closes the connection. Left open, the unread rest of the
 * body fills the socket's buffers: the browser stalls mid-upload and never sees the answer.
 * Closed, the browser stops sending and reads the answer at once.
 */
export function closeAfterUnreadBody(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    // `complete` is a real Node request's flag; injected test requests have none.
    if (request.raw.complete === false) {
      reply.header("connection", "close");
      const socket: Socket | null = request.raw.socket;
      if (socket) lingerOnClose(socket);
    }
  });
}

/**
 * Closing a socket at once while the client is still sending makes the kernel answer the bytes in
 * flight with a reset, and a reset can discard the answer before the client has read it. So the
 * close lingers, as web servers do: our side ends (the client reads the whole answer), what still
 * arrives is read and dropped, and the socket is destroyed when the client closes or after
 * LINGER_MS.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringDestroy(this: Socket) {
    this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/**
 * The tab's live stream as msw answers it: a text/event-stream body the test writes events to
 * (answer "GET /api/live" with `new Response(stream.body, …)`).
 */
export function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const send = (event: string, data: unknown) =>
    controller.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  return { body, send };
}

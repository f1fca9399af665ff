import { noteRejectedSession, sessionHeaders } from "./session-headers";

export interface LiveStreamEvent {
  event: string;
  data: unknown;
}

/**
 * Reads the server's live stream (GET /api/live, text/event-stream) with fetch, since the session
 * travels in the Authorization header that EventSource cannot send. Resolves when the server ends
 * the stream, rejects when it cannot be opened or breaks; `signal` closes it.
 */
export async function readLiveStream(
  onEvent: (event: LiveStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch("/api/live", {
    headers: sessionHeaders({ Accept: "text/event-stream" }),
    signal,
  });
  if (!response.ok || !response.body) {
    noteRejectedSession(response.status);
    throw new Error(`The live stream answered ${response.status}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      try {
        onEvent({ event, data: JSON.parse(data) as unknown });
      } catch {
        // A malformed event is skipped; the next one is read.
      }
    }
  }
}

import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * The one network the component tests have: every fetch and XMLHttpRequest the app sends is
 * answered here. BREAD lists answer with an empty page and the layout's live stream stays open
 * and quiet, unless a test declares otherwise.
 */
export const server = setupServer(
  http.get(
    "*/api/live",
    () =>
      new HttpResponse(new ReadableStream<Uint8Array>(), {
        headers: { "Content-Type": "text/event-stream" },
      }),
  ),
  // The product and order screens say the user has them open: nobody else has.
  http.post("*/api/live/presence/:kind/:id", ({ params }) =>
    HttpResponse.json({ entity: String(params.kind), id: Number(params.id), users: [] }),
  ),
  http.delete("*/api/live/presence/:kind/:id", () => new HttpResponse(null, { status: 204 })),
  http.get("*/api/bread/:model", ({ params }) =>
    HttpResponse.json([], {
      headers: { "Content-Range": `${String(params.model).toLowerCase()} 0-0/0` },
    }),
  ),
);

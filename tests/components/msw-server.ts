import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/**
 * The one network the component tests have: every fetch and XMLHttpRequest the app sends is
 * answered here. BREAD lists answer with an empty page unless a test declares otherwise.
 */
export const server = setupServer(
  http.get("*/api/bread/:model", ({ params }) =>
    HttpResponse.json([], {
      headers: { "Content-Range": `${String(params.model).toLowerCase()} 0-0/0` },
    }),
  ),
);

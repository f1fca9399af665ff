import { vi } from "vitest";

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: ApiCall) => Reply | undefined;

/**
 * Replaces global fetch with a tiny router: `"METHOD /path"` -> reply. BREAD list calls
 * answer with an empty page unless a handler says otherwise; anything else is a 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost:3000");
    const method = (init.method ?? "GET").toUpperCase();
    const call: ApiCall = {
      method,
      path: url.pathname,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const reply = handlers[`${method} ${url.pathname}`]?.(call) ?? defaultReply(call);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json", ...reply.headers },
    });
  });
  vi.stubGlobal("fetch", fetchStub);
  return { calls, fetchStub };
}

function defaultReply(call: ApiCall): Reply {
  if (call.method === "GET" && call.path.startsWith("/api/bread/")) {
    const model = call.path.split("/")[3] ?? "";
    return { body: [], headers: { "Content-Range": `${model.toLowerCase()} 0-0/0` } };
  }
  return { status: 404, body: { message: "Not found." } };
}

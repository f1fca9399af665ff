import { delay, http, HttpResponse } from "msw";
import serverRoutes from "./api-routes.json";
import { server } from "./msw-server";

/** One request the app sent, as the server would read it. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  query: URLSearchParams;
  /** The `:name` parts of the answering key, read from the path. */
  params: Record<string, string>;
  /** JSON parsed, a multipart form as FormData, other text as is; undefined without a body. */
  body: unknown;
  headers: Headers;
}

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
/** A Response as is answers what a Reply cannot, such as a dropped connection (`HttpResponse.error()`). */
export type Handler = (call: ApiCall) => Reply | Response | undefined | Promise<Reply | Response | undefined>;
export type Handlers = Record<string, Handler>;

const segments = (path: string) => path.split("/").filter(Boolean);
const isParam = (segment: string) => segment.startsWith(":");

/** Whether a key's path (concrete, or with `:params`) is one the route pattern accepts. */
function fitsRoute(keyPath: string, routePath: string): boolean {
  const key = segments(keyPath);
  const route = segments(routePath);
  if (key.length !== route.length) return false;
  return key.every((part, i) => {
    const routePart = route[i] ?? "";
    if (isParam(routePart)) return true;
    return !isParam(part) && decodeURIComponent(part) === routePart;
  });
}

const ROUTES = (serverRoutes as string[]).map((label) => {
  const [method = "", path = ""] = label.split(" ");
  return { method, path };
});

/** Fails with a clear message unless the server has a route for "METHOD /path". */
function checkAgainstServer(key: string): { method: string; path: string } {
  const [method = "", path = "", ...rest] = key.split(" ");
  if (rest.length > 0 || !/^[A-Z]+$/.test(method) || !path.startsWith("/"))
    throw new Error(`answerApi: "${key}" is not "METHOD /path".`);
  if (!ROUTES.some((route) => route.method === method && fitsRoute(path, route.path)))
    throw new Error(
      `answerApi: the server has no route "${key}" (tests/components/api-routes.json). ` +
        "Answer the method and path the app really calls.",
    );
  return { method, path };
}

/** The `:name` values of `keyPath` in `path`, or null when the key does not answer it. */
function matchKey(keyPath: string, path: string): Record<string, string> | null {
  const key = segments(keyPath);
  const actual = segments(path);
  if (key.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of key.entries()) {
    const value = decodeURIComponent(actual[i] ?? "");
    if (isParam(part)) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  if ((request.headers.get("Content-Type") ?? "").includes("multipart/form-data")) return request.formData();
  const text = await request.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The request's headers, copied from their entries. `new Headers(request.headers)` is not a copy
 * here: msw's Node interceptors patch Headers to rebuild one from the names it recorded being set
 * through `set`/`append`, and on Node 20 a Request whose body sets its Content-Type (a FormData
 * upload) records only that one, so every header given to the request (Authorization,
 * X-Website-Id, each one an XMLHttpRequest set) would be lost from the copy.
 */
function copyHeaders(request: Request): Headers {
  return new Headers([...request.headers.entries()]);
}

/** The lists of calls handed out in this test that still hear of new requests. */
let recorders: ApiCall[][] = [];

/** Records a request the app sent (the body is read while the request is answered). */
export function recordRequest(request: Request): void {
  if (recorders.length === 0) return;
  const url = new URL(request.url);
  const call: ApiCall = {
    method: request.method,
    path: url.pathname,
    url,
    query: url.searchParams,
    params: {},
    body: undefined,
    headers: copyHeaders(request),
  };
  for (const calls of recorders) calls.push(call);
  void readBody(request.clone()).then(
    (body) => (call.body = body),
    () => undefined,
  );
}

/** Every request the app sent since the last answerApi in this test, oldest first. */
export function requestsSent(): ApiCall[] {
  return recorders[0] ?? [];
}

/** Called after each test: the next test's calls start empty. */
export function forgetRecorders(): void {
  recorders = [];
}

const isBreadList = (method: string, path: string) =>
  method === "GET" && segments(path).length === 3 && path.startsWith("/api/bread/");

function defaultReply(method: string, path: string): Reply {
  if (isBreadList(method, path)) {
    const model = segments(path)[2] ?? "";
    return { body: [], headers: { "Content-Range": `${model.toLowerCase()} 0-0/0` } };
  }
  return { status: 404, body: { message: "Not found." } };
}

function toResponse(reply: Reply | Response): Response {
  if (reply instanceof Response) return reply;
  return new HttpResponse(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { "Content-Type": "application/json", ...reply.headers },
  });
}

/**
 * Declares the server's answers for this test: `"METHOD /api/path/:param"` -> reply. Each key
 * must name a route the server has. A handler that returns nothing gets the BREAD default (an
 * empty page) on a BREAD list, else a 404. Replaces the answers declared before in this test
 * (`alsoAnswerApi` adds to them). Returns every request the app sends from now on.
 */
export function answerApi(handlers: Handlers): { calls: ApiCall[] } {
  server.resetHandlers();
  recorders = [];
  return alsoAnswerApi(handlers);
}

/** Like answerApi, on top of the answers already declared in this test (these win). */
export function alsoAnswerApi(handlers: Handlers): { calls: ApiCall[] } {
  const keys = Object.keys(handlers).map((key) => ({ key, ...checkAgainstServer(key) }));
  // A concrete path is a closer answer than one with parameters, as in the server's router.
  keys.sort((a, b) => segments(a.path).filter(isParam).length - segments(b.path).filter(isParam).length);
  const calls: ApiCall[] = [];
  recorders.push(calls);
  server.use(
    ...keys.map(({ key, method, path }) =>
      http[method.toLowerCase() as "get"](`*${path}`, async ({ request }) => {
        const url = new URL(request.url);
        const call: ApiCall = {
          method,
          path: url.pathname,
          url,
          query: url.searchParams,
          params: matchKey(path, url.pathname) ?? {},
          body: await readBody(request.clone()),
          headers: copyHeaders(request),
        };
        return toResponse((await handlers[key]?.(call)) ?? defaultReply(method, url.pathname));
      }),
    ),
  );
  return { calls };
}

/** The calls to `method path`, oldest first. */
export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The paths of every `method` call made, sorted (bulk calls go out in parallel). */
export const pathsOf = (calls: ApiCall[], method: string): string[] =>
  calls
    .filter((call) => call.method === method)
    .map((call) => call.path)
    .sort();

/** The query of the last call to `path` (any method); empty when there was none. */
export function lastQuery(calls: ApiCall[], path: string): URLSearchParams {
  return calls.filter((call) => call.path === path).at(-1)?.query ?? new URLSearchParams();
}

/**
 * Holds the answers to `METHOD /api/path` (declared before, with answerApi) until the returned
 * function is called: for what a screen shows while it waits.
 */
export function holdAnswers(key: string): () => void {
  const { method, path } = checkAgainstServer(key);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method.toLowerCase() as "get"](`*${path}`, async () => {
      await gate;
      return undefined;
    }),
  );
  return release;
}

/** One multipart upload the app sent: the path with its query, and the form. */
export interface SentUpload {
  url: string;
  form: FormData;
}

/**
 * Answers the multipart uploads to `METHOD /api/path/:param` with `reply`, `ms` after the form
 * arrived, on top of the answers already declared (msw reports the upload's progress to the
 * XMLHttpRequest before the answer). Returns the uploads received, oldest first.
 */
export function answerUploads(
  key: string,
  reply: (sent: SentUpload) => Reply | Response | Promise<Reply | Response>,
  ms = 150,
): SentUpload[] {
  const sent: SentUpload[] = [];
  alsoAnswerApi({
    [key]: async (call) => {
      const upload = { url: `${call.path}${call.url.search}`, form: call.body as FormData };
      sent.push(upload);
      await delay(ms);
      return reply(upload);
    },
  });
  return sent;
}

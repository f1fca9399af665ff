import { Blob as NodeBlob, File as NodeFile } from "node:buffer";

/**
 * jsdom's Blob keeps its bytes on the implementation object behind one of its own symbols; they
 * are read the same way Vitest's jsdom environment reads them to hand a jsdom Blob to fetch.
 */
function bytesOf(blob: Blob): Uint8Array {
  for (const symbol of Object.getOwnPropertySymbols(blob)) {
    const impl: unknown = Reflect.get(blob, symbol);
    // A Node Buffer, made in jsdom's module: ArrayBuffer.isView knows it whatever the realm.
    if (typeof impl === "object" && impl !== null && "_buffer" in impl && ArrayBuffer.isView(impl._buffer))
      return new Uint8Array(impl._buffer.buffer, impl._buffer.byteOffset, impl._buffer.byteLength);
  }
  throw new Error(`No bytes found in the jsdom ${Object.prototype.toString.call(blob)}.`);
}

/**
 * Lets a multipart request carry each file's name, as a browser sends it. A request the app sends
 * (fetch, or an XMLHttpRequest msw turns into a Request) holds jsdom's FormData, which Vitest's
 * jsdom environment turns into Node's by copying each file as a nameless Blob, so every file
 * arrived as "blob". Here jsdom's FormData becomes Node's first, each file a Node File with its
 * name, type and date. Installed before msw starts, whose interceptors build their Requests on
 * the global Request of that moment. Returns the function that puts the previous one back.
 */
export async function sendFileNames(): Promise<() => void> {
  // Node's own FormData: the global one is jsdom's; a parsed body is the way back to Node's.
  const parsed = await new Response("", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  }).formData();
  const NodeFormData = parsed.constructor;
  // The DOM typing knows one FormData and one Blob, the browser's: these checks say a Node one is
  // what Node's Request takes as its body and a Node File what Node's FormData takes.
  const isNodeForm = (value: unknown): value is FormData => value instanceof NodeFormData;
  const isNodeBlob = (value: unknown): value is Blob => value instanceof NodeBlob;

  const toNodeForm = (form: FormData): FormData => {
    const nodeForm: unknown = Reflect.construct(NodeFormData, []);
    if (!isNodeForm(nodeForm)) throw new Error("Node's FormData is out of reach.");
    form.forEach((value, name) => {
      if (typeof value === "string") return nodeForm.append(name, value);
      const file = new NodeFile([bytesOf(value)], value.name, {
        type: value.type,
        lastModified: value.lastModified,
      });
      if (!isNodeBlob(file)) throw new Error("A Node File is a Node Blob.");
      nodeForm.append(name, file);
    });
    return nodeForm;
  };

  const EnvironmentRequest = globalThis.Request;
  class RequestWithFileNames extends EnvironmentRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const body = init?.body;
      super(input, body instanceof FormData ? { ...init, body: toNodeForm(body) } : init);
    }
  }
  globalThis.Request = RequestWithFileNames;
  return () => {
    globalThis.Request = EnvironmentRequest;
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { httpClient } from "../../providers/httpClient";
import { getToken, startSession } from "../../providers/session";
import { downloadFile } from "../../providers/transport/download";
import { importCsv } from "../../providers/transport/import-stream";
import { xhrUpload } from "../../providers/transport/upload";
import type { UserDto } from "../../domain/api";
import { resetBrowserState } from "./reset";

/** XMLHttpRequest stand-in that records the headers it was given and answers `status`. */
function stubXhr(status: number, body: unknown) {
  const headers: Record<string, string>[] = [];
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    timeout = 0;
    upload: { onprogress: (() => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onprogress: (() => void) | null = null;
    private sent: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.sent[name] = value;
    }
    send() {
      headers.push(this.sent);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return headers;
}

function stubFetch(status: number, body: unknown) {
  const headers: Headers[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      headers.push(new Headers(init.headers));
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return headers;
}

const REJECTED = { message: "Unauthenticated." };
const csv = () => new File(["name,price\nA,1.00\n"], "products.csv", { type: "text/csv" });

describe("every transport to the API ends a session the server rejects", () => {
  beforeEach(() => {
    startSession({ id: 1 } as UserDto, "store-session-token");
    storeActiveWebsiteId(7);
  });
  afterEach(() => resetBrowserState());

  it("an upload answered 401 signs the user out", async () => {
    const sent = stubXhr(401, REJECTED);
    await expect(xhrUpload("/api/upload/taxpdf", new FormData())).rejects.toMatchObject({ status: 401 });
    expect(sent[0]).toMatchObject({ Authorization: "Bearer store-session-token", "X-Website-Id": "7" });
    expect(getToken()).toBeNull();
  });

  it("a download answered 401 signs the user out", async () => {
    const sent = stubFetch(401, REJECTED);
    await expect(downloadFile("/api/orders/export", "orders.csv")).rejects.toMatchObject({ status: 401 });
    expect(sent[0]?.get("Authorization")).toBe("Bearer store-session-token");
    expect(sent[0]?.get("X-Website-Id")).toBe("7");
    expect(sent[0]?.get("Accept")).toBe("text/csv, application/json");
    expect(getToken()).toBeNull();
  });

  it("a CSV import answered 401 signs the user out", async () => {
    const sent = stubXhr(401, REJECTED);
    await expect(importCsv("/api/products/import", csv(), () => undefined)).rejects.toMatchObject({
      status: 401,
    });
    expect(sent[0]).toMatchObject({ Authorization: "Bearer store-session-token", "X-Website-Id": "7" });
    expect(getToken()).toBeNull();
  });

  it("a JSON call answered 401 signs the user out, with the same headers", async () => {
    const sent = stubFetch(401, REJECTED);
    await expect(httpClient("/api/user")).rejects.toMatchObject({ status: 401 });
    expect(sent[0]?.get("Authorization")).toBe("Bearer store-session-token");
    expect(sent[0]?.get("X-Website-Id")).toBe("7");
    expect(getToken()).toBeNull();
  });

  it("a refusal other than 401 keeps the session", async () => {
    stubFetch(403, { message: "Forbidden." });
    await expect(downloadFile("/api/orders/export", "orders.csv")).rejects.toMatchObject({ status: 403 });
    stubXhr(422, { message: "The file has errors." });
    await expect(xhrUpload("/api/upload/taxpdf", new FormData())).rejects.toMatchObject({ status: 422 });
    expect(getToken()).toBe("store-session-token");
  });
});

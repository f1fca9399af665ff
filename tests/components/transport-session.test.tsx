import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeActiveWebsiteId } from "../../providers/activeWebsiteStore";
import { httpClient } from "../../providers/httpClient";
import { getToken, startSession } from "../../providers/session";
import { downloadFile } from "../../providers/transport/download";
import { importCsv } from "../../providers/transport/import-stream";
import { xhrUpload } from "../../providers/transport/upload";
import type { UserDto } from "../../domain/api";
import { answerApi } from "./api";
import { resetBrowserState } from "./reset";

/** The one request the test expects: the server answers it `status` with `body`. */
function answerOnce(key: string, status: number, body: unknown) {
  const { calls } = answerApi({ [key]: () => ({ status, body }) });
  return { headers: () => calls[0]?.headers };
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
    const sent = answerOnce("POST /api/upload/:type", 401, REJECTED);
    await expect(xhrUpload("/api/upload/taxpdf", new FormData())).rejects.toMatchObject({ status: 401 });
    expect(sent.headers()?.get("Authorization")).toBe("Bearer store-session-token");
    expect(sent.headers()?.get("X-Website-Id")).toBe("7");
    expect(getToken()).toBeNull();
  });

  it("a download answered 401 signs the user out", async () => {
    const sent = answerOnce("GET /api/orders/export", 401, REJECTED);
    await expect(downloadFile("/api/orders/export", "orders.csv")).rejects.toMatchObject({ status: 401 });
    expect(sent.headers()?.get("Authorization")).toBe("Bearer store-session-token");
    expect(sent.headers()?.get("X-Website-Id")).toBe("7");
    expect(sent.headers()?.get("Accept")).toBe("text/csv, application/json");
    expect(getToken()).toBeNull();
  });

  it("a CSV import answered 401 signs the user out", async () => {
    const sent = answerOnce("POST /api/products/import", 401, REJECTED);
    await expect(importCsv("/api/products/import", csv(), () => undefined)).rejects.toMatchObject({
      status: 401,
    });
    expect(sent.headers()?.get("Authorization")).toBe("Bearer store-session-token");
    expect(sent.headers()?.get("X-Website-Id")).toBe("7");
    expect(getToken()).toBeNull();
  });

  it("a JSON call answered 401 signs the user out, with the same headers", async () => {
    const sent = answerOnce("GET /api/user", 401, REJECTED);
    await expect(httpClient("/api/user")).rejects.toMatchObject({ status: 401 });
    expect(sent.headers()?.get("Authorization")).toBe("Bearer store-session-token");
    expect(sent.headers()?.get("X-Website-Id")).toBe("7");
    expect(getToken()).toBeNull();
  });

  it("a refusal other than 401 keeps the session", async () => {
    answerOnce("GET /api/orders/export", 403, { message: "Forbidden." });
    await expect(downloadFile("/api/orders/export", "orders.csv")).rejects.toMatchObject({ status: 403 });
    answerOnce("POST /api/upload/:type", 422, { message: "The file has errors." });
    await expect(xhrUpload("/api/upload/taxpdf", new FormData())).rejects.toMatchObject({ status: 422 });
    expect(getToken()).toBe("store-session-token");
  });
});

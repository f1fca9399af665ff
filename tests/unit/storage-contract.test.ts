import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../domain/errors.js";
import { LocalStorage, type ListableStorage } from "../../server/services/storage.js";
import { parseStorageUrl, S3Storage } from "../../server/services/storage-s3.js";
import { startS3Server, type S3Server } from "../helpers/s3-server.js";

let s3: S3Server;
let folder: string;

beforeAll(async () => {
  s3 = await startS3Server();
  folder = mkdtempSync(resolve(tmpdir(), "storage-contract-"));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const UNSAFE = ["", "a//b", "./a", "a/../b", "../a", "a\\b", "a\u0000b", "/abs", "a/"];

/** What every storage must do, whatever holds the files: the app relies on nothing else. */
describe.each([
  ["LocalStorage", () => new LocalStorage(resolve(folder, "local")) as ListableStorage],
  ["S3Storage", () => new S3Storage(parseStorageUrl(s3.storageUrl("app-one"))) as ListableStorage],
])("%s", (_name, make) => {
  let storage: ListableStorage;
  beforeAll(() => {
    storage = make();
  });

  it("reads back what was put, reports it, and forgets it once deleted", async () => {
    const body = Buffer.from([0, 1, 2, 255, 10]);
    await storage.put("uploads/store-1/a b%.png", body, "image/png");
    expect(await storage.exists("uploads/store-1/a b%.png")).toBe(true);
    expect((await storage.get("uploads/store-1/a b%.png"))?.equals(body)).toBe(true);
    await storage.put("uploads/store-1/a b%.png", Buffer.from("second"));
    expect((await storage.get("uploads/store-1/a b%.png"))?.toString()).toBe("second");
    await storage.delete("uploads/store-1/a b%.png");
    expect(await storage.exists("uploads/store-1/a b%.png")).toBe(false);
    expect(await storage.get("uploads/store-1/a b%.png")).toBeNull();
  });

  it("answers a missing key with null / false, and deleting it is fine", async () => {
    expect(await storage.get("nowhere/missing.png")).toBeNull();
    expect(await storage.exists("nowhere/missing.png")).toBe(false);
    await expect(storage.delete("nowhere/missing.png")).resolves.toBeUndefined();
  });

  it("refuses unsafe keys: nothing is written, read or deleted through them", async () => {
    await storage.put("safe/kept.txt", Buffer.from("kept"));
    for (const key of UNSAFE) {
      const shown = JSON.stringify(key);
      await expect(storage.put(key, Buffer.from("x")), shown).rejects.toBeInstanceOf(DomainError);
      expect(await storage.get(key), shown).toBeNull();
      expect(await storage.exists(key), shown).toBe(false);
      await expect(storage.delete(key), shown).resolves.toBeUndefined();
    }
    expect(await storage.get("safe/../safe/kept.txt")).toBeNull();
    expect((await storage.get("safe/kept.txt"))?.toString()).toBe("kept");
    await expect(storage.list("a/../safe")).rejects.toBeInstanceOf(DomainError);
  });

  it("lists the folders and files directly under a key, folders first, by name", async () => {
    await storage.put("media/b.png", Buffer.from("bb"));
    await storage.put("media/a.png", Buffer.from("a"));
    await storage.put("media/thumbs/a.png", Buffer.from("t"));
    await storage.put("media/thumbs/deeper/x.png", Buffer.from("x"));
    expect(await storage.list("media")).toEqual([
      { key: "media/thumbs", name: "thumbs", type: "directory", size: 0 },
      { key: "media/a.png", name: "a.png", type: "file", size: 1 },
      { key: "media/b.png", name: "b.png", type: "file", size: 2 },
    ]);
    expect(await storage.list("media/thumbs/")).toEqual([
      { key: "media/thumbs/deeper", name: "deeper", type: "directory", size: 0 },
      { key: "media/thumbs/a.png", name: "a.png", type: "file", size: 1 },
    ]);
    expect((await storage.list("")).map((entry) => entry.key)).toContain("media");
    expect(await storage.list("no-such-folder")).toEqual([]);
  });
});

describe("S3Storage", () => {
  it("keeps each key prefix apart, so apps can share one bucket", async () => {
    const one = new S3Storage(parseStorageUrl(s3.storageUrl("shared-one")));
    const two = new S3Storage(parseStorageUrl(s3.storageUrl("shared-two")));
    await one.put("same/key.txt", Buffer.from("one"));
    expect(await two.get("same/key.txt")).toBeNull();
    expect(await two.list("")).toEqual([]);
    expect((await one.list("")).map((entry) => entry.key)).toEqual(["same"]);
  });

  it("treats a bucket that does not exist as a fault, not as a missing file", async () => {
    const url = s3.storageUrl().replace("s3://merch-test/", "s3://merch-absent/");
    const storage = new S3Storage(parseStorageUrl(url));
    await expect(storage.put("a.txt", Buffer.from("a"))).rejects.toThrow();
    await expect(storage.get("a.txt")).rejects.toThrow();
  });

  it("fails loudly, not as a missing file, when the server does not answer", async () => {
    const other = await startS3Server("merch-down");
    const storage = new S3Storage(parseStorageUrl(other.storageUrl()));
    await storage.put("a.txt", Buffer.from("a"));
    await other.close();
    await expect(storage.get("a.txt")).rejects.toThrow();
    await expect(storage.exists("a.txt")).rejects.toThrow();
  });
});

describe("parseStorageUrl", () => {
  it("reads the bucket, key prefix, endpoint, region, path style and keys", () => {
    expect(
      parseStorageUrl(
        "s3://merch-files/shop/a?endpoint=http://minio:9000&region=eu-central-1&forcePathStyle=true&accessKeyId=k&secretAccessKey=s",
      ),
    ).toEqual({
      bucket: "merch-files",
      prefix: "shop/a/",
      endpoint: "http://minio:9000",
      region: "eu-central-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "k", secretAccessKey: "s" },
    });
  });

  it("leaves the keys to the SDK's usual chain when the URL has none, and takes AWS_REGION", () => {
    expect(parseStorageUrl("s3://merch-files", { AWS_REGION: "eu-west-1" })).toEqual({
      bucket: "merch-files",
      prefix: "",
      endpoint: undefined,
      region: "eu-west-1",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("refuses what it cannot use", () => {
    expect(() => parseStorageUrl("https://merch-files")).toThrow(/s3:\/\//);
    expect(() => parseStorageUrl("not a url")).toThrow(/STORAGE_URL/);
    expect(() => parseStorageUrl("s3://b/x//y")).toThrow(/prefix/);
    expect(() => parseStorageUrl("s3://bucket?accessKeyId=k")).toThrow(/both/);
    expect(() => parseStorageUrl("s3://bucket?forcePathStyle=yes")).toThrow(/true or false/);
  });
});

import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { notFound } from "../../domain/errors.js";
import { isSafeKey, type ListableStorage, type StorageEntry } from "./storage.js";

/** Where an S3-compatible bucket is and how to reach it, as STORAGE_URL gives it. */
export interface S3Location {
  bucket: string;
  /** Put before every key ("" or ending with "/"), so several apps can share one bucket. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** From the URL for local servers; otherwise the SDK's usual chain (AWS_ACCESS_KEY_ID, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * STORAGE_URL=s3://bucket[/prefix]?endpoint=http://host:port&region=...&forcePathStyle=true
 * [&accessKeyId=...&secretAccessKey=...]. Region defaults to AWS_REGION, else us-east-1.
 */
export function parseStorageUrl(text: string, env: NodeJS.ProcessEnv = process.env): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`STORAGE_URL=${text}: give s3://bucket[/prefix]?endpoint=...&region=...`);
  }
  if (url.protocol !== "s3:" || url.hostname === "") {
    throw new Error(`STORAGE_URL: only s3://bucket[/prefix] is supported, not ${url.protocol}//`);
  }
  const query = url.searchParams;
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (path !== "" && !isSafeKey(path))
    throw new Error(`STORAGE_URL: the key prefix "${path}" is not a safe path`);
  const accessKeyId = query.get("accessKeyId") ?? "";
  const secretAccessKey = query.get("secretAccessKey") ?? "";
  if ((accessKeyId === "") !== (secretAccessKey === "")) {
    throw new Error("STORAGE_URL: give both accessKeyId and secretAccessKey, or neither");
  }
  const forcePathStyle = query.get("forcePathStyle") ?? "false";
  if (forcePathStyle !== "true" && forcePathStyle !== "false") {
    throw new Error(`STORAGE_URL: forcePathStyle=${forcePathStyle}: give true or false`);
  }
  return {
    bucket: url.hostname,
    prefix: path === "" ? "" : `${path}/`,
    endpoint: query.get("endpoint") || undefined,
    region: query.get("region") || env.AWS_REGION || "us-east-1",
    forcePathStyle: forcePathStyle === "true",
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
  };
}

type Sdk = typeof import("@aws-sdk/client-s3");

/** The SDK's error for an object that is not there (a missing bucket is a fault, not a missing file). */
function isMissing(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === "NoSuchBucket") return false;
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** A server that does not connect, or goes silent mid-answer, fails the request instead of hanging it. */
const CONNECT_TIMEOUT_MS = 5_000;
const SILENCE_TIMEOUT_MS = 60_000;

/**
 * Files in an S3-compatible bucket, so several app servers and workers share them without a shared
 * disk. Keys obey the same rule as on the local disk (isSafeKey). The SDK is loaded on first use
 * only, so a server on the local disk never loads it.
 */
export class S3Storage implements ListableStorage {
  private client: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(readonly location: S3Location) {}

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.client ??= import("@aws-sdk/client-s3").then((sdk) => {
      const { endpoint, region, forcePathStyle, credentials } = this.location;
      const options: S3ClientConfig = {
        endpoint,
        region,
        forcePathStyle,
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: SILENCE_TIMEOUT_MS },
        ...(credentials ? { credentials } : {}),
      };
      return { sdk, client: new sdk.S3Client(options) };
    });
    return this.client;
  }

  /** The object key a storage key names; an unsafe key is refused here, whatever its caller checked. */
  private objectKey(key: string): string {
    if (!isSafeKey(key)) throw notFound();
    return this.location.prefix + key;
  }

  async put(key: string, body: Buffer, contentType?: string): Promise<void> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.location.bucket, Key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isSafeKey(key)) return null;
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    const { sdk, client } = await this.connect();
    try {
      await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Nothing is stored under an unsafe key, so there is nothing to delete; a missing key is fine too. */
  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
  }

  /** The entries directly under a directory key ("" is the root): "/" in keys makes the folders. */
  async list(prefix: string): Promise<StorageEntry[]> {
    const dir = prefix.replace(/\/+$/, "");
    const under = dir === "" ? this.location.prefix : `${this.objectKey(dir)}/`;
    const { sdk, client } = await this.connect();
    const rows: StorageEntry[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: under,
          Delimiter: "/",
          ContinuationToken: token,
        }),
      );
      for (const folder of page.CommonPrefixes ?? []) {
        const name = (folder.Prefix ?? "").slice(under.length).replace(/\/$/, "");
        if (name === "") continue;
        rows.push({ key: dir === "" ? name : `${dir}/${name}`, name, type: "directory", size: 0 });
      }
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? "").slice(under.length);
        if (name === "" || name.includes("/")) continue;
        rows.push({ key: dir === "" ? name : `${dir}/${name}`, name, type: "file", size: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return rows.sort((a, b) =>
      a.type === b.type ? a.name.localeCompare(b.name) : a.type === "directory" ? -1 : 1,
    );
  }

  /** Closes the client's connections (tests, shutdown). */
  async close(): Promise<void> {
    if (!this.client) return;
    (await this.client).client.destroy();
  }
}

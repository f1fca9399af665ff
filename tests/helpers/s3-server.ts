import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import S3rver from "s3rver";

/** s3rver's built-in account: it checks request signatures against these keys. */
const KEYS = "accessKeyId=S3RVER&secretAccessKey=S3RVER";

export interface S3Server {
  /** STORAGE_URL for the bucket the server was started with, under `prefix` when given. */
  storageUrl(prefix?: string): string;
  /** Stops answering (an outage); `close` is still safe afterwards. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** A local S3-compatible server on a free port with one empty bucket, in a temporary folder. */
export async function startS3Server(bucket = "merch-test"): Promise<S3Server> {
  const directory = mkdtempSync(resolve(tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    storageUrl: (prefix = "") =>
      `s3://${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true&${KEYS}`,
    stop,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

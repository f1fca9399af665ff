import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { notFound } from "../../domain/errors.js";

/**
 * Where uploaded and generated files live. Keys are relative paths ("public/catalogue/x.png").
 * Keys under `public/` are public anyway (catalogue photos, published mockups, store logos) and
 * are served at /files/public/<key>; every other key is reachable only through a signed,
 * expiring URL, so no file can be fetched by guessing its id or path.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export const PUBLIC_PREFIX = "public/";

/** A stored file this app wrote for a user or a store (not a remote URL, not a shared public asset). */
export function ownStoredKey(key: string | null): key is string {
  return key !== null && !/^https?:\/\//.test(key) && !key.startsWith(PUBLIC_PREFIX);
}

/**
 * A storage key names exactly one place: "/"-separated segments, none of them empty, "." or "..",
 * and no backslash or control character anywhere. Keys are taken as they arrive (a URL path is
 * decoded once, by the router) and never repaired: "a/../b" is refused, not read as "b", so no
 * spelling of a path can reach a file other than the one it names, and a signature or a
 * "public/" prefix always covers the key that is actually read.
 */
export function isSafeKey(key: string): boolean {
  if (key === "" || /[\\\p{Cc}]/u.test(key)) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** The public key a /files/public/<rest> path names, or null when it is not a safe key. */
export function publicKey(rest: string): string | null {
  const key = PUBLIC_PREFIX + rest;
  return isSafeKey(key) && key.startsWith(PUBLIC_PREFIX) ? key : null;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  /** The file a key names; an unsafe key is refused here too, whatever its caller checked. */
  private path(key: string): string {
    const full = resolve(this.root, key);
    if (!isSafeKey(key) || !full.startsWith(resolve(this.root) + sep)) throw notFound();
    return full;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const full = this.path(key);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, body);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  /** Nothing is stored under an unsafe key, so there is nothing to delete: it is ignored. */
  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await rm(this.path(key), { force: true });
  }

  /** The entries directly under a directory key ("" is the root); none when it does not exist. */
  async list(prefix: string): Promise<StorageEntry[]> {
    const dir = prefix.replace(/\/+$/, "");
    const full = dir === "" ? resolve(this.root) : this.path(dir);
    try {
      const entries = await readdir(full, { withFileTypes: true });
      const rows = await Promise.all(
        entries.map(async (entry): Promise<StorageEntry> => {
          const key = dir === "" ? entry.name : `${dir}/${entry.name}`;
          if (entry.isDirectory()) return { key, name: entry.name, type: "directory", size: 0 };
          const info = await stat(this.path(key)).catch(() => null);
          return { key, name: entry.name, type: "file", size: info?.size ?? 0 };
        }),
      );
      return rows.sort((a, b) =>
        a.type === b.type ? a.name.localeCompare(b.name) : a.type === "directory" ? -1 : 1,
      );
    } catch {
      return [];
    }
  }
}

/** One entry of a storage directory (the admin media browser). */
export interface StorageEntry {
  key: string;
  name: string;
  type: "file" | "directory";
  size: number;
}

/** Storage that can list a directory: the local folder can; an object store may not. */
export interface ListableStorage extends Storage {
  list(prefix: string): Promise<StorageEntry[]>;
}

export function isListable(storage: Storage): storage is ListableStorage {
  return typeof (storage as Partial<ListableStorage>).list === "function";
}

/** URLs the browser can load: public paths for public keys, HMAC-signed ones for the rest. */
export class FileUrls {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 3600,
  ) {}

  url(key: string | null | undefined, now = Date.now()): string | null {
    if (!key) return null;
    if (/^https?:\/\//.test(key)) return key;
    if (key.startsWith(PUBLIC_PREFIX)) return `/files/${encodePath(key)}`;
    // Round the expiry up to the hour so the same file keeps one URL and stays cached.
    const expires = Math.ceil(now / 1000 / this.ttlSeconds) * this.ttlSeconds + this.ttlSeconds;
    return `/files/signed/${encodePath(key)}?expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  verify(key: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: number): string {
    return createHmac("sha256", this.secret).update(`${key}\n${expires}`).digest("base64url");
  }
}

function encodePath(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

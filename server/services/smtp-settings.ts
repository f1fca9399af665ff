import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import nodemailer from "nodemailer";
import type { Mail } from "./mail.js";

/**
 * Per-store SMTP settings: the password is stored encrypted (AES-256-GCM) under a key derived
 * from APP_SECRET, so a copied database alone does not reveal the stores' mail passwords.
 */
const VERSION = "v1";

export class SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync("sha256", appSecret, "merch-store-smtp", "smtp-password", 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [
      VERSION,
      iv.toString("base64"),
      cipher.getAuthTag().toString("base64"),
      body.toString("base64"),
    ].join(":");
  }

  /** Null when the value was sealed under another APP_SECRET or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split(":");
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64"));
      decipher.setAuthTag(Buffer.from(tag, "base64"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}

export interface StoreSmtp {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  password: string | null;
  from_email: string;
  from_name: string | null;
}

/** Short time-outs: a test email against a wrong host must answer while the user waits. */
const TIMEOUT_MS = 8_000;

/** Sends one mail through the store's own server; throws the transport's error on failure. */
export async function sendWithStoreSmtp(smtp: StoreSmtp, mail: Mail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.username ? { user: smtp.username, pass: smtp.password ?? "" } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    const from = smtp.from_name ? { name: smtp.from_name, address: smtp.from_email } : smtp.from_email;
    await transport.sendMail({ from, ...mail });
  } finally {
    transport.close();
  }
}

/**
 * Addresses a store's mail server may not have unless STORE_SMTP_ALLOW_PRIVATE_HOSTS=true:
 * loopback, private, link-local and similar ranges. Store settings are written by store owners,
 * and the test email reports the server's answer, so without this the call would probe the
 * platform's own network.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  return PRIVATE.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** The first private address `host` stands for, or null. A host that does not resolve is not private. */
export async function privateAddressOf(host: string): Promise<string | null> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return null;
    }
  }
  return addresses.find(isPrivate) ?? null;
}

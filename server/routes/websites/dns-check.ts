import { lookup as dnsLookup, Resolver } from "node:dns/promises";
import { isIP } from "node:net";

export const DNS_TIMEOUT_MS = 3_000;

export type DnsVerdict = "ok" | "not_found" | "wrong_target" | "timeout" | "error";

export interface DnsCheck {
  valid: boolean;
  verdict: DnsVerdict;
  message: string;
  domain: string;
  target: string;
  cname: string[];
  addresses: string[];
  target_addresses: string[];
}

/** The two lookups a check needs; tests pass their own, the server the system's resolver. */
export interface DnsLookups {
  cname(host: string): Promise<string[]>;
  addresses(host: string): Promise<string[]>;
}

const NO_ANSWER = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN", "ESERVFAIL", "EREFUSED", "ECONNREFUSED"]);

function noAnswer(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && NO_ANSWER.has(String(error.code));
}

/** CNAME through DNS proper; addresses through the system (hosts file included), as browsers see them. */
export function systemLookups(timeoutMs = DNS_TIMEOUT_MS): DnsLookups {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return {
    cname: (host) =>
      resolver.resolveCname(host).catch((e: unknown) => (noAnswer(e) ? [] : Promise.reject(e))),
    addresses: async (host) => {
      if (isIP(host)) return [host];
      try {
        return (await dnsLookup(host, { all: true })).map((a) => a.address);
      } catch (error) {
        if (noAnswer(error)) return [];
        throw error;
      }
    },
  };
}

const trimDot = (h: string) => h.toLowerCase().replace(/\.$/, "");

/**
 * Does `domain` point at this server? Yes when its CNAME names `target` or it resolves to one of
 * target's addresses. Never takes longer than `timeoutMs`: a slow DNS answers "timeout".
 */
export async function checkDns(
  domain: string,
  target: string,
  lookups: DnsLookups,
  timeoutMs = DNS_TIMEOUT_MS,
): Promise<DnsCheck> {
  const base = {
    domain,
    target,
    cname: [] as string[],
    addresses: [] as string[],
    target_addresses: [] as string[],
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DnsCheck>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ...base,
          valid: false,
          verdict: "timeout",
          message: `The DNS lookup of ${domain} did not answer within ${timeoutMs / 1000} seconds. Try again later.`,
        }),
      timeoutMs,
    );
  });
  const check = (async (): Promise<DnsCheck> => {
    const [cname, addresses, targetAddresses] = await Promise.all([
      lookups.cname(domain),
      lookups.addresses(domain),
      lookups.addresses(target),
    ]);
    const found = { ...base, cname: cname.map(trimDot), addresses, target_addresses: targetAddresses };
    if (found.cname.includes(trimDot(target))) {
      return { ...found, valid: true, verdict: "ok", message: `${domain} points to ${target} (CNAME).` };
    }
    if (addresses.length === 0 && cname.length === 0) {
      return {
        ...found,
        valid: false,
        verdict: "not_found",
        message: `No DNS records found for ${domain}. Add a CNAME record pointing to ${target}.`,
      };
    }
    if (addresses.some((a) => targetAddresses.includes(a))) {
      return {
        ...found,
        valid: true,
        verdict: "ok",
        message: `${domain} points to this server (${addresses.join(", ")}).`,
      };
    }
    const now = found.cname[0] ?? addresses.join(", ");
    return {
      ...found,
      valid: false,
      verdict: "wrong_target",
      message: `${domain} points to ${now}, not to ${target}. Change its CNAME record to ${target}.`,
    };
  })().catch((error: unknown): DnsCheck => ({
    ...base,
    valid: false,
    verdict: "error",
    message: `The DNS lookup of ${domain} failed (${error instanceof Error ? error.message : String(error)}).`,
  }));
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

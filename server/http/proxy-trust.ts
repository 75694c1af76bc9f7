import { BlockList } from "node:net";
import { addressFamily, canonicalAddress } from "./ip-address";

/**
 * Which proxies in front of the server we believe (`TRUST_PROXY`): none (the socket is the visitor), a number of
 * hops (the last N entries of the forwarding chain are ours), or the proxies' own addresses.
 */
export type ProxyTrust =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; isTrustedProxy: (address: string) => boolean };

/** More than this many proxies in a row is a mistyped value, not a deployment. */
export const mostTrustedHops = 10;

export type ProxyTrustReading = { ok: true; trust: ProxyTrust } | { ok: false; problem: string };

const hopCount = /^\d+$/;
const expected = "expected a number of proxy hops, or proxy addresses and CIDR ranges separated by commas";

function trustedAddresses(entries: string[]): ProxyTrustReading {
  const proxies = new BlockList();
  const problems: string[] = [];
  for (const entry of entries) {
    const [base, prefix, ...rest] = entry.split("/");
    const address = canonicalAddress(base);
    if (!address || rest.length > 0) {
      problems.push(`"${entry}" is not an IP address or CIDR range`);
      continue;
    }
    const family = addressFamily(address);
    const widest = family === "ipv6" ? 128 : 32;
    if (prefix === undefined) proxies.addAddress(address, family);
    else if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > widest)
      problems.push(`"${entry}" has a prefix length outside 0-${widest}`);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  if (problems.length > 0) return { ok: false, problem: `${problems.join(", ")}; ${expected}` };
  return {
    ok: true,
    trust: { kind: "addresses", isTrustedProxy: (address) => proxies.check(address, addressFamily(address)) },
  };
}

/**
 * Reads `TRUST_PROXY`: unset, `0` or `false` trusts no proxy; `true` or a number N trusts N hops (`1`/`true` keep
 * their old meaning of one TLS-terminating proxy); otherwise a comma-separated list of proxy addresses and CIDR ranges.
 */
export function readProxyTrust(value: string | undefined): ProxyTrustReading {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "" || text === "false") return { ok: true, trust: { kind: "none" } };
  if (text === "true") return { ok: true, trust: { kind: "hops", hops: 1 } };
  if (hopCount.test(text)) {
    const hops = Number(text);
    if (hops > mostTrustedHops) return { ok: false, problem: `${hops} proxy hops is more than ${mostTrustedHops}` };
    return { ok: true, trust: hops === 0 ? { kind: "none" } : { kind: "hops", hops } };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => entry === "")) return { ok: false, problem: `an empty entry; ${expected}` };
  return trustedAddresses(entries);
}

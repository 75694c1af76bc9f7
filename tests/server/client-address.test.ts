import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../server/config";
import { noSocketAddress, resolveClientAddress } from "../../server/http/client-address";
import { canonicalAddress } from "../../server/http/ip-address";
import { mostTrustedHops, type ProxyTrust, readProxyTrust } from "../../server/http/proxy-trust";
import { testConfig } from "./support/test-app";

const visitor = "203.0.113.7";
const forged = "198.51.100.66";
const balancer = "10.0.0.2";

/** TRUST_PROXY as the server reads it; a value it refuses fails the test. */
function trust(value: string | undefined): ProxyTrust {
  const reading = readProxyTrust(value);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.trust;
}

describe("reading TRUST_PROXY", () => {
  it("trusts no proxy when unset, empty, 0 or false", () => {
    for (const value of [undefined, "", "  ", "0", "false", "FALSE"]) expect(trust(value)).toEqual({ kind: "none" });
  });

  it("reads 1 and true as one hop (their old meaning: one TLS-terminating proxy), and a number as that many", () => {
    expect(trust("1")).toEqual({ kind: "hops", hops: 1 });
    expect(trust("true")).toEqual({ kind: "hops", hops: 1 });
    expect(trust(" 3 ")).toEqual({ kind: "hops", hops: 3 });
    expect(trust(String(mostTrustedHops))).toEqual({ kind: "hops", hops: mostTrustedHops });
  });

  it("reads a list of addresses and CIDR ranges, IPv4 and IPv6", () => {
    const proxies = trust("10.0.0.0/8, 192.0.2.1, 2001:db8::/32, ::ffff:198.51.100.1");
    if (proxies.kind !== "addresses") throw new Error("expected a list of proxies");
    for (const address of ["10.255.0.1", "192.0.2.1", "2001:db8:1::5", "198.51.100.1"])
      expect(proxies.isTrustedProxy(address)).toBe(true);
    for (const address of ["11.0.0.1", "192.0.2.2", "2001:db9::1", visitor])
      expect(proxies.isTrustedProxy(address)).toBe(false);
  });

  it.each([
    ["yes", /"yes" is not an IP address or CIDR range/],
    ["1.5", /"1.5" is not an IP address/],
    ["-1", /"-1" is not an IP address/],
    ["11", /11 proxy hops is more than 10/],
    ["10.0.0.0/33", /"10.0.0.0\/33" has a prefix length outside 0-32/],
    ["2001:db8::/129", /outside 0-128/],
    ["10.0.0.0/8/1", /is not an IP address or CIDR range/],
    ["10.0.0.0/x", /has a prefix length/],
    ["10.0.0.1,,10.0.0.2", /an empty entry/],
    ["10.0.0.1, 1", /"1" is not an IP address/],
    ["1.2.3.4:80", /is not an IP address/],
  ])("refuses %j with a reason", (value, reason) => {
    const reading = readProxyTrust(value);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problem).toMatch(reason);
  });

  it("stops the server at start with a clear message on nonsense", () => {
    expect(() => testConfig({ TRUST_PROXY: "yes please" })).toThrow(ConfigurationError);
    expect(() => testConfig({ TRUST_PROXY: "yes please" })).toThrow(
      /Invalid configuration: TRUST_PROXY: "yes please" is not an IP address or CIDR range; expected a number of proxy hops, or proxy addresses/,
    );
    expect(testConfig({ TRUST_PROXY: "2" }).proxyTrust).toEqual({ kind: "hops", hops: 2 });
  });
});

describe("one spelling per address", () => {
  it("writes IPv4-mapped IPv6 as IPv4, IPv6 in its short lower-case form, and refuses what is no address", () => {
    expect(canonicalAddress("::ffff:203.0.113.7")).toBe(visitor);
    expect(canonicalAddress("0:0:0:0:0:ffff:cb00:7107")).toBe(visitor);
    expect(canonicalAddress("2001:DB8:0:0::7")).toBe("2001:db8::7");
    expect(canonicalAddress("fe80::1%eth0")).toBe("fe80::1");
    for (const text of ["", "unknown", "203.0.113.256", "203.0.113.07", " 203.0.113.7", "1.2.3.4:80", "_hidden"])
      expect(canonicalAddress(text)).toBeUndefined();
  });
});

describe("the visitor's address", () => {
  it("is the socket's without TRUST_PROXY, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress(visitor, `${forged}, 198.51.100.67`, trust(undefined))).toBe(visitor);
    expect(resolveClientAddress(`::ffff:${visitor}`, forged, trust(undefined))).toBe(visitor);
  });

  it("behind one proxy is the entry it appended, never a forged one left of it", () => {
    // The visitor sent `X-Forwarded-For: forged`; the balancer appended the address it was called from.
    expect(resolveClientAddress(balancer, `${forged}, ${visitor}`, trust("1"))).toBe(visitor);
    expect(resolveClientAddress(balancer, visitor, trust("true"))).toBe(visitor);
  });

  it("behind N hops is N entries from the right of [X-Forwarded-For..., socket]", () => {
    const chain = `${forged}, ${visitor}, 10.0.0.9`;
    expect(resolveClientAddress(balancer, chain, trust("2"))).toBe(visitor);
    expect(resolveClientAddress(balancer, chain, trust("3"))).toBe(forged);
  });

  it("is the leftmost address when the chain is shorter than the hops", () => {
    expect(resolveClientAddress(balancer, visitor, trust("3"))).toBe(visitor);
    expect(resolveClientAddress(visitor, undefined, trust("2"))).toBe(visitor);
    expect(resolveClientAddress(visitor, "", trust("1"))).toBe(visitor);
  });

  it("behind listed proxies is the first address from the right that is not one of them", () => {
    const proxies = trust("10.0.0.0/8, 2001:db8:ffff::/48");
    expect(resolveClientAddress(balancer, `${forged}, ${visitor}, 10.1.2.3`, proxies)).toBe(visitor);
    expect(resolveClientAddress("2001:db8:ffff::2", `${forged}, 2001:db8::7`, proxies)).toBe("2001:db8::7");
    // All of them proxies: the leftmost is the nearest thing to a visitor there is.
    expect(resolveClientAddress(balancer, "10.9.9.9, 10.1.2.3", proxies)).toBe("10.9.9.9");
  });

  it("ignores X-Forwarded-For from a socket that is not a listed proxy", () => {
    expect(resolveClientAddress(visitor, forged, trust("10.0.0.0/8"))).toBe(visitor);
  });

  it("reads IPv4-mapped IPv6, brackets and ports as proxies write them", () => {
    const proxies = trust("10.0.0.0/8");
    expect(resolveClientAddress(`::ffff:${balancer}`, `::ffff:${visitor}`, proxies)).toBe(visitor);
    expect(resolveClientAddress(balancer, `${visitor}:51234`, trust("1"))).toBe(visitor);
    expect(resolveClientAddress(balancer, "[2001:DB8::7]:443", trust("1"))).toBe("2001:db8::7");
    expect(resolveClientAddress(balancer, "[2001:db8::7]", trust("1"))).toBe("2001:db8::7");
  });

  it("stops at the proxy that passed a garbage entry on, so made-up entries never become new visitors", () => {
    for (const garbage of ["unknown", "", "_hidden", "<script>", "203.0.113.999", "x".repeat(5000)])
      expect(resolveClientAddress(balancer, `${visitor}, ${garbage}`, trust("1"))).toBe(balancer);
    expect(resolveClientAddress(balancer, `unknown, ${visitor}, 10.0.0.9`, trust("3"))).toBe(visitor);
    expect(resolveClientAddress(balancer, `${visitor}, not-an-address, 10.1.2.3`, trust("10.0.0.0/8"))).toBe(
      "10.1.2.3",
    );
  });

  it("is one shared key for requests without a socket (in-process tests)", () => {
    expect(resolveClientAddress(undefined, visitor, trust("1"))).toBe(noSocketAddress);
  });
});

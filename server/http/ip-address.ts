import { isIP } from "node:net";

const ipv4MappedIpv6 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * One spelling per address, so a limit or a block list keyed by it cannot be dodged by writing the address another
 * way: IPv6 in its shortest lower-case form without a zone, and an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, which
 * a dual-stack socket reports for IPv4 visitors) as the plain IPv4 address. Anything else is no address: undefined.
 */
export function canonicalAddress(text: string): string | undefined {
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return undefined;
  // The URL parser writes IPv6 canonically (RFC 5952), mapped IPv4 as two hex groups.
  const canonical = new URL(`http://[${text.replace(/%.*$/, "")}]`).hostname.slice(1, -1);
  const mapped = ipv4MappedIpv6.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [Number.parseInt(mapped[1], 16), Number.parseInt(mapped[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** An address as IPv4 or IPv6, as `net.BlockList` asks for it. */
export function addressFamily(address: string): "ipv4" | "ipv6" {
  return isIP(address) === 6 ? "ipv6" : "ipv4";
}

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { canonicalAddress } from "./ip-address";
import type { ProxyTrust } from "./proxy-trust";

/** The address of a request with no socket (in-process requests of tests): they all count as one visitor. */
export const noSocketAddress = "unknown";

/** An X-Forwarded-For entry as proxies write it: an address, `[IPv6]`, or either with a port. */
function forwardedAddress(entry: string): string | undefined {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return canonicalAddress(bracketed[1]);
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return canonicalAddress(ipv4WithPort ? ipv4WithPort[1] : text);
}

/**
 * The visitor's address. Each proxy appends the address it was called from to X-Forwarded-For, so the chain
 * [X-Forwarded-For entries..., socket address] ends with what our own proxies saw; everything left of that is
 * anyone's to write. From the right, trusted proxies are skipped and the first address past them is the visitor
 * (the leftmost, when the chain is all proxies). An entry that is not an address ends the walk at the proxy that
 * passed it on, so a made-up entry can never become a new identity.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: ProxyTrust,
): string {
  const socket = socketAddress === undefined ? undefined : canonicalAddress(socketAddress);
  if (!socket) return noSocketAddress;
  if (trust.kind === "none" || !forwardedFor) return socket;
  const isTrustedProxy = (address: string, hopsFromServer: number) =>
    trust.kind === "hops" ? hopsFromServer < trust.hops : trust.isTrustedProxy(address);
  const forwarded = forwardedFor.split(",");
  let client = socket;
  for (let hop = 0; hop < forwarded.length && isTrustedProxy(client, hop); hop++) {
    const previous = forwardedAddress(forwarded[forwarded.length - 1 - hop]);
    if (!previous) break;
    client = previous;
  }
  return client;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
    return undefined;
  }
}

/** The visitor's address, the one key of every per-address limit and block: the socket's, or as trusted proxies say. */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  return resolveClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), trust);
}

import type { Json } from "./protocol";

/** Keys whose values never leave the storefront tab: passwords, login and human-check tokens, card data. */
const secretKey = /password|passcode|secret|token|cvv|cvc|card_?number|security_?code|expiry/i;
export const redacted = "[redacted]";

const contextDepth = 8;
const maxItems = 100;
const maxStringLength = 2000;

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return "sessionId" in value && "send" in value && typeof value.send === "function";
}

/**
 * A copy of an actor's context or an event's payload that a BroadcastChannel can carry and a person can read: secrets
 * redacted, actor refs and class instances (machines, promises) named instead of copied, cycles and depth cut off.
 */
export function jsonSafe(value: unknown, maxDepth = contextDepth): Json {
  const seen = new WeakSet<object>();
  const copy = (item: unknown, depth: number): Json => {
    if (item === null || item === undefined) return null;
    if (typeof item === "string") return item.length > maxStringLength ? `${item.slice(0, maxStringLength)}…` : item;
    if (typeof item === "number") return Number.isFinite(item) ? item : String(item);
    if (typeof item === "boolean") return item;
    if (typeof item === "bigint") return item.toString();
    if (typeof item === "function") return `[function ${item.name || "anonymous"}]`;
    if (typeof item !== "object") return String(item);
    if (seen.has(item)) return "[circular]";
    if (depth >= maxDepth) return "[…]";
    if (item instanceof Date) return item.toISOString();
    if (item instanceof Error) return { name: item.name, message: item.message };
    if (isActorRef(item)) return `[actor ${item.id}]`;
    seen.add(item);
    try {
      if (Array.isArray(item) || item instanceof Set) return copyList([...item], depth);
      if (item instanceof Map)
        return copyEntries(
          [...item].map(([key, entry]) => [String(key), entry]),
          depth,
        );
      const prototype = Object.getPrototypeOf(item);
      if (prototype !== Object.prototype && prototype !== null) return `[${prototype?.constructor?.name ?? "object"}]`;
      return copyEntries(Object.entries(item), depth);
    } finally {
      seen.delete(item);
    }
  };
  const copyList = (items: unknown[], depth: number): Json[] => {
    const list = items.slice(0, maxItems).map((entry) => copy(entry, depth + 1));
    if (items.length > maxItems) list.push(`… ${items.length - maxItems} more`);
    return list;
  };
  const copyEntries = (entries: [string, unknown][], depth: number): { [key: string]: Json } => {
    const result: { [key: string]: Json } = {};
    for (const [key, entry] of entries) {
      if (entry === undefined) continue;
      result[key] = secretKey.test(key) && entry !== null && entry !== "" ? redacted : copy(entry, depth + 1);
    }
    return result;
  };
  return copy(value, 0);
}

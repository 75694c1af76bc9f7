import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const keyLength = 32;
// N=2^14, r=8, p=1: OWASP's minimum for scrypt, about 50 ms here, so a login cannot be brute-forced cheaply.
const cost = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, cost, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$<salt hex>$<key hex>`: the salt is random per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${(await derive(password, salt)).toString("hex")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split("$");
  if (scheme !== "scrypt" || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await derive(password, Buffer.from(saltHex, "hex"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A stored hash nobody's password matches, so an unknown account costs as much time as a wrong password. */
export const unmatchableHash = `scrypt$${"00".repeat(16)}$${"00".repeat(keyLength)}`;

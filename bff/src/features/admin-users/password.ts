/**
 * Staff passwords (the BFF's own admins; customers' are billing's). scrypt at the cost OWASP's
 * Password Storage Cheat Sheet gives for it: N=2^17, r=8, p=1 (128 MiB and about a third of a second
 * per hash here). The parameters are stored with the hash, `scrypt$N$r$p$<salt hex>$<hash hex>`, so a
 * later rise in cost leaves older hashes verifiable; those are rehashed at the next login
 * (`needsRehash`). The first format, `scrypt$<salt hex>$<hash hex>`, was Node's default N=2^14.
 * See docs/decisions/012-password-hashing-and-reset-links.md.
 */
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
/** Node's first default, used by the hashes stored without their parameters. */
const LEGACY_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
/** scrypt needs 128·N·r bytes (128 MiB at the current cost); Node refuses above 32 MiB unless told. */
const MAX_MEMORY = 256 * 1024 * 1024;
/** A stored hash asking for more than this is refused rather than computed (a corrupt row is no DoS). */
const MAX_N = 2 ** 20;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function scryptAsync(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const HEX = /^[0-9a-f]+$/;
const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;

/** Reads either stored format; null when it is neither (or asks for an unreasonable cost). */
export function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split("$");
  if (parts[0] !== "scrypt") return null;
  let cost: ScryptCost;
  let saltHex: string | undefined;
  let hashHex: string | undefined;
  if (parts.length === 3) {
    cost = LEGACY_COST;
    [, saltHex, hashHex] = parts;
  } else if (parts.length === 6) {
    cost = { N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) };
    [, , , , saltHex, hashHex] = parts;
  } else return null;
  if (!isPowerOfTwo(cost.N) || cost.N > MAX_N) return null;
  if (!Number.isInteger(cost.r) || cost.r < 1 || cost.r > 32) return null;
  if (!Number.isInteger(cost.p) || cost.p < 1 || cost.p > 16) return null;
  if (!saltHex || !hashHex || !HEX.test(saltHex) || !HEX.test(hashHex)) return null;
  return { cost, salt: Buffer.from(saltHex, "hex"), hash: Buffer.from(hashHex, "hex") };
}

/** A fresh random salt, the current cost, stored as `scrypt$N$r$p$<salt hex>$<hash hex>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, SCRYPT_COST);
  const { N, r, p } = SCRYPT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString("hex")}$${hash.toString("hex")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash was made at another cost than today's: rehash it once the password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStoredHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.cost;
  return (
    N !== SCRYPT_COST.N || r !== SCRYPT_COST.r || p !== SCRYPT_COST.p || parsed.hash.length !== KEY_LENGTH
  );
}

/**
 * A stand-in at today's cost, verified when the username is unknown, so that an unknown username
 * costs the same time as a wrong password (no user enumeration by timing).
 */
export const UNKNOWN_USER_HASH = `scrypt$${SCRYPT_COST.N}$${SCRYPT_COST.r}$${SCRYPT_COST.p}$${"00".repeat(SALT_LENGTH)}$${"00".repeat(KEY_LENGTH)}`;

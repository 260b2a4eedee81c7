/**
 * The simulator keeps web-user passwords as salted SHA-256 digests, never as text. A fast digest
 * (not scrypt) keeps a reset of thousands of users instant; it is a simulator, not a vault.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export interface PasswordDigest {
  salt: string;
  hash: string;
}

export function digestPassword(password: string, salt: Buffer): PasswordDigest {
  const hash = createHash("sha256").update(salt).update(password, "utf8").digest("hex");
  return { salt: salt.toString("hex"), hash };
}

export function passwordMatches(password: string, digest: PasswordDigest): boolean {
  const candidate = digestPassword(password, Buffer.from(digest.salt, "hex")).hash;
  return timingSafeEqual(Buffer.from(candidate, "hex"), Buffer.from(digest.hash, "hex"));
}

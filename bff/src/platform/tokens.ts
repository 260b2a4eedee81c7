import { createHash, randomBytes } from "node:crypto";

/** What the database keeps of a token (sessions, sign-up and reset links): its SHA-256. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A fresh opaque token (256 bits). The caller gets the token; the database keeps only its hash. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

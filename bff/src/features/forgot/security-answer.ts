import { createHash, timingSafeEqual } from "node:crypto";

/** Answers compare case-insensitively, ignoring surrounding and repeated spaces (spec 001 §4). */
export function normalizeAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, " ").toLowerCase();
}

export function hashAnswer(answer: string): string {
  return createHash("sha256").update(normalizeAnswer(answer), "utf8").digest("hex");
}

export function answerMatches(typed: string, storedHash: string): boolean {
  return timingSafeEqual(Buffer.from(hashAnswer(typed), "hex"), Buffer.from(storedHash, "hex"));
}

import { createHash } from "node:crypto";
import type { Db } from "../../database";
import {
  deleteExpiredLoginFailures,
  deleteLoginFailures,
  findLoginFailures,
  saveLoginFailures,
} from "./login-failures.repository";

/**
 * The login lockout, counted per username typed whether or not the name exists, so that a run of
 * wrong passwords reads the same for an account and for a name nobody has (spec 000 §8 has one admin
 * login failure message; an answer that differed would tell which names exist). Rows are keyed by a
 * hash of the name and expire, so junk names neither lock anything for ever nor fill the table.
 */
export interface LockoutRule {
  scope: "admin" | "customer";
  /** Wrong passwords within `countWindowMinutes` that lock the name. */
  tries: number;
  lockMinutes: number;
  countWindowMinutes: number;
  /** Whether a wrong password while locked starts the lock again (a lock that never ends by itself). */
  relockWhileLocked: boolean;
}

/** Admins: the fifth wrong password locks the name for 15 minutes (the back office's lock). */
export const ADMIN_LOCKOUT: LockoutRule = {
  scope: "admin",
  tries: 5,
  lockMinutes: 15,
  countWindowMinutes: 24 * 60,
  relockWhileLocked: false,
};

/**
 * Customers: billing locks a web user at its fifth wrong password until the password is reset
 * (`wrongPasswordCountLimit`); a name billing does not know is locked here as long, for a day after
 * its last wrong password, so the two answer alike.
 */
export const CUSTOMER_LOCKOUT: LockoutRule = {
  scope: "customer",
  tries: 5,
  lockMinutes: 24 * 60,
  countWindowMinutes: 24 * 60,
  relockWhileLocked: true,
};

function keyOf(rule: LockoutRule, username: string): string {
  return `${rule.scope} ${createHash("sha256").update(username).digest("hex")}`;
}

const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** Whether the name is locked at `now`. */
export async function isLockedOut(db: Db, rule: LockoutRule, username: string, now: Date): Promise<boolean> {
  const row = await findLoginFailures(db, keyOf(rule, username));
  return row?.locked_until != null && Date.parse(row.locked_until) > now.getTime();
}

/**
 * Counts one wrong password for the name. Answers whether the name is locked after it, and whether
 * this one locked it (the moment to tell the account holder). `lockNow`: the name is locked with this
 * attempt whatever its count (billing locked the web user on its own count), so that a lock starts
 * once here, whoever noticed it first.
 */
export async function countWrongPassword(
  db: Db,
  rule: LockoutRule,
  username: string,
  now: Date,
  options: { lockNow?: boolean } = {},
): Promise<{ locked: boolean; locksNow: boolean }> {
  const key = keyOf(rule, username);
  const nowIso = now.toISOString();
  await deleteExpiredLoginFailures(db, nowIso);
  const row = await findLoginFailures(db, key);
  const lockedUntil = row?.locked_until ?? null;
  if (lockedUntil !== null && Date.parse(lockedUntil) > now.getTime()) {
    if (rule.relockWhileLocked) {
      const until = plusMinutes(now, rule.lockMinutes).toISOString();
      await saveLoginFailures(db, {
        key,
        failures: 0,
        firstFailedAt: nowIso,
        lockedUntil: until,
        expiresAt: until,
      });
    }
    return { locked: true, locksNow: false };
  }
  const windowOpen =
    row && Date.parse(row.first_failed_at) > now.getTime() - rule.countWindowMinutes * 60_000;
  const failures = (windowOpen ? row.failures : 0) + 1;
  const firstFailedAt = windowOpen ? row.first_failed_at : nowIso;
  const windowEnd = plusMinutes(new Date(firstFailedAt), rule.countWindowMinutes).toISOString();
  if (failures < rule.tries && !options.lockNow) {
    await saveLoginFailures(db, { key, failures, firstFailedAt, lockedUntil: null, expiresAt: windowEnd });
    return { locked: false, locksNow: false };
  }
  const until = plusMinutes(now, rule.lockMinutes).toISOString();
  await saveLoginFailures(db, {
    key,
    failures: 0,
    firstFailedAt: nowIso,
    lockedUntil: until,
    expiresAt: until,
  });
  return { locked: true, locksNow: true };
}

/** A successful login forgets the name's count. */
export async function forgetWrongPasswords(db: Db, rule: LockoutRule, username: string): Promise<void> {
  await deleteLoginFailures(db, keyOf(rule, username));
}

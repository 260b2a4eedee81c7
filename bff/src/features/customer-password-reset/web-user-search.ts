import type { WebUserFound } from "@paygpa/contract";

/** 'Search Results' order (spec 000 §9): by username, then full name. */
export function sortWebUsers(users: readonly WebUserFound[]): WebUserFound[] {
  return [...users].sort(
    (a, b) => a.username.localeCompare(b.username) || a.fullName.localeCompare(b.fullName),
  );
}

/** A failed search shows billing's description with the account id (spec 000 §8). */
export function searchFailure(description: string, accountId: string): string {
  return `${description}: ${accountId}`;
}

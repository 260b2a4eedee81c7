/**
 * The loader side of a clerk's programme screen: the phoned-in levels only (the BFF checks them
 * again), the account from the address, and the BFF's status of it — none for an account number
 * that is not one or that the BFF refuses (the screen says so); a failure of the BFF is the guard's.
 */
import { ADMIN_LEVELS } from "@paygpa/contract";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { BffError, BffUnauthorized } from "../../lib/bff.server";
import { requireAdmin, toGuardFailure } from "../../lib/session.server";

type Context = LoaderFunctionArgs["context"];

/** The account the screen is about, from its address (`?account=`). */
export const clerkAccountOf = (request: Request) =>
  (new URL(request.url).searchParams.get("account") ?? "").trim();

/** The clerk's session token, for the phoned-in levels only. */
export async function clerkToken(request: Request, context: Context): Promise<string> {
  return (await requireAdmin(request, context.bff, { levels: ADMIN_LEVELS.phonedIn })).token;
}

export async function clerkAccountStatus<T>(
  request: Request,
  context: Context,
  read: (accountId: string, token: string) => Promise<T>,
): Promise<{ status: T | null; accountId: string; done: string | null }> {
  const token = await clerkToken(request, context);
  const accountId = clerkAccountOf(request);
  if (!/^\d{10}$/.test(accountId)) return { status: null, accountId, done: null };
  try {
    const status = await read(accountId, token);
    return { status, accountId, done: new URL(request.url).searchParams.get("done") };
  } catch (error) {
    if (error instanceof BffError && !(error instanceof BffUnauthorized) && error.status < 500) {
      return { status: null, accountId, done: null };
    }
    throw await toGuardFailure(request, error);
  }
}

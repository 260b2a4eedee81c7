/**
 * Outages without logging in (decision 046): the account number and billing zip checked as quick pay
 * checks them (spec 002 §2 'Quick Pay'): wrong zips counted per account by the zip guard, shared
 * with sign-up and quick pay, then a quick-pay token scoped to that one account (idle limit as
 * every session). Unlike quick pay it is not closed by the Pay Now maintenance switch: an outage is
 * not a payment.
 */
import { startQuickPaySession } from "../auth";
import { checkAccountAndZip } from "../zip-guard";
import type { Services } from "../../services";

export async function outageQuickAccess(
  services: Pick<Services, "billing" | "clock" | "config" | "db" | "mailer">,
  input: { accountId: string; postal: string },
): Promise<{ status: "Success"; token: string } | { status: "Failed"; details: string }> {
  const check = await checkAccountAndZip(services, input);
  if (!check.ok) return { status: "Failed", details: check.details };
  const token = await startQuickPaySession(services, {
    accountId: input.accountId,
    personId: check.billing.personId,
  });
  return { status: "Success", token };
}

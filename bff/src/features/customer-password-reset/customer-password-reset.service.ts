/**
 * Password Reset (spec 000 §2 'Change Password', §5, §7): a level-1 or level-4 admin finds a
 * customer's web user by account number and sets a new web password in billing, which also clears
 * the failed-login lock (billing's wrong-password count goes back to 0).
 */
import { fail } from "../../platform/failures";
import { DIVISION } from "@paygpa/contract";
import { adminMessages } from "@paygpa/contract";
import { isBillingRefusal } from "../../integrations/billing";
import { recordAudit } from "../../platform/audit";
import type { Services } from "../../services";
import { passwordPolicyProblem } from "../auth";
import { searchFailure, sortWebUsers } from "./web-user-search";

type Actor = { username: string; address: string };

async function webUsersOf(deps: Pick<Services, "billing">, accountId: string) {
  const found = await deps.billing.searchWebUsers(accountId, DIVISION);
  return sortWebUsers(found);
}

export async function searchWebUser(deps: Pick<Services, "billing">, accountId: string) {
  try {
    const desc = await webUsersOf(deps, accountId);
    if (desc.length === 0) {
      return {
        result: {
          status: "Failed" as const,
          description: searchFailure(adminMessages.noWebUser, accountId),
          desc,
        },
      };
    }
    return { result: { status: "Success" as const, desc } };
  } catch (error) {
    if (isBillingRefusal(error)) {
      return {
        result: {
          status: "Failed" as const,
          description: searchFailure(error.description, accountId),
          desc: [],
        },
      };
    }
    throw error;
  }
}

export async function resetCustomerPassword(
  deps: Pick<Services, "billing" | "db" | "clock" | "sessions">,
  actor: Actor,
  input: { accountId: string; personId: string; password: string },
) {
  const problem = passwordPolicyProblem(input.password);
  if (problem) throw fail.invalidInput("BAD_REQUEST", problem, { fields: { password: [problem] } });
  // The person must be a web user of the account searched: the browser's personId alone is not enough.
  const users = await webUsersOf(deps, input.accountId).catch(() => []);
  const user = users.find((candidate) => candidate.personId === input.personId);
  if (!user) throw fail.notFound("NOT_FOUND", adminMessages.webUserNotOnAccount);
  await deps.billing.setPassword(user.username, input.password);
  await deps.sessions.endAllSessionsOf({ kind: "customer", personId: user.personId });
  await recordAudit(deps.db, {
    at: deps.clock.now().toISOString(),
    actor: actor.username,
    action: "customer-password-reset",
    subject: user.username,
    details: { accountId: input.accountId },
    address: actor.address,
  });
  return { result: { status: "Success" as const, description: adminMessages.customerPasswordReset } };
}

/**
 * The replies "STATUS" and "OUT" to an outage text (decision 046), from a confirmed
 * number: STATUS answers what the outage system knows of the premise of the account the alerts are
 * for; OUT reports no power there, as the customer would in the portal (kept first, delivered by
 * the outbox when the outage system is down). A number with no outage alerts is told to call.
 */
import {
  CUSTOMER_SERVICE_PHONE,
  estimateWords,
  findPersonOfNumber,
  listOutageAlertChoices,
} from "../notifications";
import type { PremiseOutage } from "../../integrations/outages";
import { type OutageDeps, reportOutage } from "./outages.service";

const STAGE_WORDS: Record<PremiseOutage["stage"], string> = {
  assessing: "We are looking into it.",
  dispatched: "A crew is on the way.",
  "on-site": "A crew is on site.",
  restoring: "Crews are restoring power.",
  restored: "Power is restored.",
};

const ending = (account: string) => `acct ending ${account.slice(-4)}`;

export const NOT_LINKED_TEXT = `GPA: This number has no outage alerts. Call ${CUSTOMER_SERVICE_PHONE} or use PayGPA to report an outage.`;

export async function outageTextReply(
  deps: OutageDeps,
  phone: string,
  keyword: "STATUS" | "OUT",
): Promise<string> {
  const person = await findPersonOfNumber(deps.db, phone);
  const choice = person
    ? (await listOutageAlertChoices(deps.db)).find(
        (row) => row.person_id === person.person_id && row.by_text === 1,
      )
    : undefined;
  if (!person || !choice) return NOT_LINKED_TEXT;
  const account = choice.account_id;
  const caller = {
    kind: "customer" as const,
    tokenHash: "",
    personId: person.person_id,
    accountIds: [account],
  };
  try {
    if (keyword === "OUT") {
      await reportOutage(deps, caller, { accountId: account, problem: "no-power" });
      return `GPA: Thank you. Your outage report for ${ending(account)} is taken. Reply STATUS for status.`;
    }
    const premise = await deps.billing.premise(account);
    const known =
      premise.premiseId && deps.outages ? await deps.outages.premiseOutages(premise.premiseId) : null;
    if (known?.outcome !== "known") {
      return `GPA: Outage status is not available now. Please try again later or call ${CUSTOMER_SERVICE_PHONE}.`;
    }
    const open = known.value.find((outage) => !outage.restoredAt && !outage.keepsPowerOn);
    if (!open) return `GPA: No outage is known at ${ending(account)}. Reply OUT to report one.`;
    return `GPA: Outage at ${ending(account)}: ${STAGE_WORDS[open.stage]} ${estimateWords(open.estimatedRestoration?.toISOString() ?? null)}`;
  } catch (error) {
    deps.logger.error("outage text reply not answered", { keyword, error: String(error) });
    return `GPA: We could not do that now. Please call ${CUSTOMER_SERVICE_PHONE}.`;
  }
}

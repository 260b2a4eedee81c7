/**
 * Outages in the back office (decision 046): the phoned-in clerk sees the outages affecting the
 * caller's premise and reports one on the caller's behalf. The route's access is the phoned-in
 * levels (checked in the route table); the report is the customers' own (kept first, delivered by
 * the outbox, the same safety message) and is audited with the clerk's name.
 */
import type { OutageProblemChoice, OutageStatusResponse } from "@paygpa/contract";
import { recordAudit } from "../../platform/audit";
import { type OutageDeps, premiseOf, statusOf, takeReport } from "./outages.service";

/** The clerk on the phone: who is named in the audit log and on the report. */
export interface Clerk {
  username: string;
}

/** POST /api/v1/back-office/outages: the status of the caller's premise (no polling ticket). */
export async function backOfficeOutages(deps: OutageDeps, accountId: string): Promise<OutageStatusResponse> {
  const premise = await premiseOf(deps, accountId);
  return { ...(await statusOf(deps, [premise])), watch: null };
}

/** POST /api/v1/back-office/outages/report: a report taken by phone, as the customer would make it. */
export async function backOfficeReportOutage(
  deps: OutageDeps,
  clerk: Clerk,
  input: { accountId: string; problem: OutageProblemChoice },
  address?: string,
) {
  // The report's person is the clerk who took it: the customer did not make it themselves.
  const answer = await takeReport(deps, `clerk:${clerk.username}`, {
    ...input,
    kind: "report",
    outageId: null,
  });
  await recordAudit(deps.db, {
    at: deps.clock.now().toISOString(),
    actor: clerk.username,
    action: "outage-reported-by-phone",
    subject: input.accountId,
    details: { reportId: answer.reportId, problem: input.problem },
    ...(address ? { address } : {}),
  });
  return answer;
}

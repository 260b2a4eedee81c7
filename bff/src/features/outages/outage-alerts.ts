/**
 * Outage alerts (decision 046): for each account whose customer chose them, the
 * outages affecting its premise are read from the outage system and each alert due (`alert-rules.ts`)
 * is claimed once in `notices_sent` (an insert that a second run or a second BFF instance loses)
 * before its e-mail and text are queued; the text outbox applies quiet hours, except to the
 * restoration of an outage the customer reported. Run by the clock (every 15 s, and for each day an
 * advance passes): a change is told on the next run after the outage system shows it.
 */
import type { PremiseOutage } from "../../integrations/outages";
import type { Services } from "../../services";
import {
  claimNotice,
  estimateWords,
  listOutageAlertChoices,
  outageAlertsSentTo,
  queueTextToPerson,
} from "../notifications";
import { type OutageAlert, alertsDue } from "./alert-rules";
import { latestReportsOf } from "./outages.repository";

export type AlertDeps = Pick<Services, "db" | "clock" | "billing" | "logger" | "mailer" | "outages">;

function alertMail(alert: OutageAlert, accountId: string) {
  const where = `the premises of account ${accountId}`;
  if (alert.kind === "restored") {
    return {
      subject: `GPA: Power is restored (account ${accountId})`,
      text: `Power is restored at ${where}.\n\nIf your power is still out, please report it in PayGPA (Outages) or call (671) 647-5787, so that a crew comes back.`,
    };
  }
  const first =
    alert.kind === "confirmed"
      ? `GPA knows of the outage at ${where}.`
      : `The estimated restoration for the outage at ${where} has changed.`;
  return {
    subject: `GPA: ${alert.kind === "confirmed" ? "Outage at your premises" : "New restoration estimate"} (account ${accountId})`,
    text: `${first} ${estimateWords(alert.estimate)}\n\nSee its status in PayGPA (Outages). You can switch these alerts off in Notification Settings.`,
  };
}

function alertText(alert: OutageAlert, account: string) {
  if (alert.kind === "restored")
    return { kind: "outageRestored" as const, account, reported: alert.reported };
  return {
    kind: alert.kind === "confirmed" ? ("outageConfirmed" as const) : ("outageEstimate" as const),
    account,
    estimate: alert.estimate,
  };
}

/** One run: the alerts due for every account that chose them, each sent once. Answers how many were sent. */
export async function runOutageAlerts(deps: AlertDeps): Promise<number> {
  const outages = deps.outages;
  if (!outages) return 0;
  let sent = 0;
  for (const choice of await listOutageAlertChoices(deps.db)) {
    const accountId = choice.account_id;
    const premise = await deps.billing.premise(accountId).catch(() => null);
    if (!premise?.premiseId) continue;
    const known = await outages.premiseOutages(premise.premiseId);
    if (known.outcome !== "known") return sent; // the outage system is down: the next run catches up
    const told = (await outageAlertsSentTo(deps.db, accountId)).map((row) => row.occasion);
    const reports = await latestReportsOf(deps.db, [accountId]);
    const reportedSince = (outage: PremiseOutage) =>
      reports.some(
        (report) =>
          report.premise_id === premise.premiseId && report.reported_at >= outage.startedAt.toISOString(),
      );
    let email: Promise<string | null> | null = null;
    const emailOf = () => {
      email ??= deps.billing.financialSummary(accountId).then(
        (summary) => summary.email ?? null,
        () => null,
      );
      return email;
    };
    for (const alert of alertsDue(known.value, told, reportedSince)) {
      const claimed = await claimNotice(deps.db, {
        account_id: accountId,
        notice: "outages",
        occasion: alert.occasion,
        sent_at: deps.clock.now().toISOString(),
      });
      if (!claimed) continue;
      const to = choice.by_email === 1 ? await emailOf() : null;
      const eventKey = `outages:${accountId}:${alert.occasion}`;
      if (to)
        await deps.mailer.queue({
          kind: `outage-${alert.kind}`,
          to,
          eventKey,
          ...alertMail(alert, accountId),
        });
      if (choice.by_text === 1) {
        await queueTextToPerson(deps, {
          personId: choice.person_id,
          accountId,
          event: alertText(alert, accountId),
          eventKey,
        });
      }
      sent++;
    }
  }
  return sent;
}

/**
 * The arrangement instalment's text (decision 039): for each approved payment arrangement
 * whose customer chose "My bill is due in 3 days" by text on that account, the instalment due soon
 * (`instalment-rules.ts`) is texted once per instalment (its event key), held through quiet hours
 * like every text but a security notice. The arrangement's tables are the payment arrangement's;
 * this reads them only.
 */
import type { Db } from "../../database";
import type { BillingPort } from "../../integrations/billing";
import { type Clock, utilityDay } from "../../platform/clock";
import type { Logger } from "../../platform/http/logger";
import { instalmentDue } from "./instalment-rules";
import { queueTextToPerson } from "./text-outbox";

/** Approved arrangements whose person chose the due-soon notice by text on the account. */
function listApprovedArrangementsByText(db: Db) {
  return db
    .selectFrom("arrangement_forms")
    .innerJoin("arrangement_drafts", (join) =>
      join
        .onRef("arrangement_drafts.case_id", "=", "arrangement_forms.case_id")
        .onRef("arrangement_drafts.account_id", "=", "arrangement_forms.account_id"),
    )
    .innerJoin("notification_settings", (join) =>
      join
        .onRef("notification_settings.account_id", "=", "arrangement_drafts.account_id")
        .onRef("notification_settings.person_id", "=", "arrangement_drafts.person_id"),
    )
    .select([
      "arrangement_forms.case_id",
      "arrangement_drafts.account_id",
      "arrangement_drafts.person_id",
      "arrangement_drafts.case_amount_cents",
      "arrangement_forms.reviewed_at",
    ])
    .where("arrangement_forms.review_status", "=", "approved")
    .where("arrangement_forms.reviewed_at", "is not", null)
    .where("notification_settings.notice", "=", "dueSoon")
    .where("notification_settings.by_text", "=", 1)
    .orderBy("arrangement_forms.case_id")
    .execute();
}

/** One run: each instalment due soon, queued once by text; the number queued. */
export async function runInstalmentTexts(deps: {
  db: Db;
  billing: BillingPort;
  clock: Clock;
  logger: Logger;
}) {
  const today = deps.clock.today();
  let queued = 0;
  for (const row of await listApprovedArrangementsByText(deps.db)) {
    const bills = await deps.billing.bills(row.account_id).catch((error: unknown) => {
      deps.logger.error("instalment text skipped: billing did not answer", {
        accountId: row.account_id,
        error: String(error),
      });
      return null;
    });
    if (!bills) continue;
    const due = instalmentDue(
      { approvedDay: utilityDay(new Date(row.reviewed_at ?? "")), amountCents: row.case_amount_cents ?? 0 },
      bills,
      today,
    );
    if (!due) continue;
    const added = await queueTextToPerson(deps, {
      personId: row.person_id,
      accountId: row.account_id,
      event: {
        kind: "instalmentDue",
        account: row.account_id,
        amount: due.amountCents / 100,
        dueDate: due.dueDate,
      },
      eventKey: `instalmentDue:${row.account_id}:${row.case_id}:${due.occasion}`,
    });
    if (added) queued++;
  }
  return queued;
}

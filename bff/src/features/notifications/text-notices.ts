/**
 * The timed notices by text (decision 039): bill ready, due soon and past due, for each account
 * and person who chose text for them, when the (simulated) clock passes their moment; the same
 * rules as the e-mails (`notice-rules.ts`), each text queued once per occasion (its event key); and
 * a payment arrangement's instalment due soon (`instalment-texts.ts`).
 */
import type { BillingPort } from "../../integrations/billing";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../database";
import type { Logger } from "../../platform/http/logger";
import { runInstalmentTexts } from "./instalment-texts";
import { settingOccasion } from "./notice-rules";
import { queueTextToPerson } from "./text-outbox";
import { listTextNotices } from "./texts.repository";

type Summary = Awaited<ReturnType<BillingPort["financialSummary"]>>;

export async function runTextNotices(deps: { db: Db; billing: BillingPort; clock: Clock; logger: Logger }) {
  const today = deps.clock.today();
  const settings = await listTextNotices(deps.db, ["billReady", "dueSoon", "pastDue"]);
  const summaries = new Map<string, Promise<Summary | null>>();
  const summaryOf = (accountId: string) => {
    let summary = summaries.get(accountId);
    if (!summary) {
      summary = deps.billing.financialSummary(accountId).catch((error: unknown) => {
        deps.logger.error("text notice skipped: billing did not answer", { accountId, error: String(error) });
        return null;
      });
      summaries.set(accountId, summary);
    }
    return summary;
  };
  let queued = 0;
  for (const setting of settings) {
    const summary = await summaryOf(setting.account_id);
    if (!summary?.latestBill) continue;
    const bill = { ...summary.latestBill, amount: summary.currentBalance };
    const occasion = settingOccasion(setting, bill, today);
    if (!occasion) continue;
    const event = {
      kind: setting.notice as "billReady" | "dueSoon" | "pastDue",
      account: setting.account_id,
      amount: bill.amount,
      dueDate: bill.dueDate,
    };
    const added = await queueTextToPerson(deps, {
      personId: setting.person_id,
      accountId: setting.account_id,
      event,
      eventKey: `${setting.notice}:${setting.account_id}:${occasion}`,
    });
    if (added) queued++;
  }
  return queued + (await runInstalmentTexts(deps));
}

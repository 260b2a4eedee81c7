/** AutoPay's e-mails (decisions 031, 032): enrolment, reminder, declined, given up, stopped. */
import type { OutgoingMail } from "../../platform/mail/mailer";
import { formatCents } from "../payments";

const signOff = "Guam Power Authority — PayGPA";
const stopLine =
  "To stop AutoPay, open AutoPay in PayGPA and choose Stop AutoPay; a payment not yet taken will not be taken.";

export function enrolledMail(to: string, accountId: string, consentText: string): OutgoingMail {
  return {
    kind: "autopay-enrolled",
    to,
    subject: `AutoPay is on for account ${accountId}`,
    text: [`AutoPay is on for account ${accountId}. You agreed to:`, "", consentText, "", signOff].join("\n"),
  };
}

export function reminderMail(
  to: string,
  draft: { accountId: string; amountCents: number; draftOn: string; cardLastFour: string },
): OutgoingMail {
  return {
    kind: "autopay-reminder",
    to,
    subject: `AutoPay will pay $${formatCents(draft.amountCents)} on ${draft.draftOn} for account ${draft.accountId}`,
    text: [
      `On ${draft.draftOn}, AutoPay will charge $${formatCents(draft.amountCents)} to your card ending ${draft.cardLastFour} for account ${draft.accountId}.`,
      "If your balance changes before then, AutoPay charges the amount due on that day.",
      stopLine,
      "",
      signOff,
    ].join("\n"),
  };
}

/** The draft's own e-mail when it charged another amount than its reminder said (payments or charges since). */
export function amountChangedMail(
  to: string,
  draft: { accountId: string; remindedCents: number; chargedCents: number; draftOn: string },
): OutgoingMail {
  return {
    kind: "autopay-amount-changed",
    to,
    subject: `AutoPay charged $${formatCents(draft.chargedCents)} for account ${draft.accountId}`,
    text: [
      `AutoPay charged $${formatCents(draft.chargedCents)} for account ${draft.accountId}, for the bill due ${draft.draftOn}.`,
      `The reminder said $${formatCents(draft.remindedCents)}: the amount due changed since (a payment or a charge on the account).`,
      "Your receipt follows in a separate e-mail; the payment is Paid once it is posted to your account.",
      "",
      signOff,
    ].join("\n"),
  };
}

export function declinedMail(
  to: string,
  draft: { accountId: string; amountCents: number; reason: string; retryOn: string | null },
): OutgoingMail {
  const next = draft.retryOn
    ? `We will try once more on ${draft.retryOn}. You may also pay now in PayGPA.`
    : "AutoPay has stopped trying for this bill and will not charge it. Please pay it in PayGPA to avoid late charges. AutoPay stays on for your next bills.";
  return {
    kind: draft.retryOn ? "autopay-declined" : "autopay-failed",
    to,
    subject: draft.retryOn
      ? `AutoPay payment declined for account ${draft.accountId}`
      : `AutoPay could not pay account ${draft.accountId}`,
    text: [
      `Your card was declined for the AutoPay payment of $${formatCents(draft.amountCents)} for account ${draft.accountId} (${draft.reason}).`,
      next,
      "",
      signOff,
    ].join("\n"),
  };
}

export function stoppedMail(to: string, accountId: string): OutgoingMail {
  return {
    kind: "autopay-stopped",
    to,
    subject: `AutoPay is stopped for account ${accountId}`,
    text: [
      `AutoPay is stopped for account ${accountId}. No further payment will be taken.`,
      "",
      signOff,
    ].join("\n"),
  };
}

/**
 * The texts a customer can ask for (decision 039), in the product's voice and short: each fits one
 * GSM-7 segment (160 characters, no character outside GSM-7, so a text costs one message), names
 * the account by its last four digits only and carries no card data and no link with a token. The
 * customer service number is the one the portal's footer shows.
 */

export const CUSTOMER_SERVICE_PHONE = "(671) 647-5787";

export type TextEvent =
  | { kind: "billReady"; account: string; amount: number; dueDate: string }
  | { kind: "dueSoon"; account: string; amount: number; dueDate: string }
  | { kind: "pastDue"; account: string; amount: number; dueDate: string }
  | { kind: "paymentReceived"; account: string; amount: number }
  | { kind: "paymentPosted"; account: string; amount: number }
  | { kind: "autopayReminder"; account: string; amount: number; draftDate: string }
  | { kind: "autopayApproved"; account: string; amount: number }
  | { kind: "autopayDeclined"; account: string; amount: number; dueDate: string }
  | { kind: "instalmentDue"; account: string; amount: number; dueDate: string }
  | { kind: "extensionReminder"; account: string; amount: number; promiseDate: string }
  | { kind: "extensionBroken"; account: string; promiseDate: string }
  | { kind: "securityNotice"; change: "password" | "contact details" }
  | { kind: "outageConfirmed"; account: string; estimate: string | null }
  | { kind: "outageEstimate"; account: string; estimate: string | null }
  | { kind: "outageRestored"; account: string; reported: boolean };

export type TextEventKind = TextEvent["kind"];

/**
 * Security notices are sent at any hour, and so is the restoration of an outage the customer
 * reported (decision 046); every other text waits for the end of quiet hours.
 */
export const isUrgent = (event: TextEvent): boolean =>
  event.kind === "securityNotice" || (event.kind === "outageRestored" && event.reported);

/** "ending 1234": the last four digits of an account, never the whole number (no "…": not GSM-7). */
export function lastFour(account: string): string {
  return `ending ${account.replace(/\D/g, "").slice(-4)}`;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** "Power back by 12/03 3:30 PM." in Guam time (UTC+10, no daylight saving), or no estimate yet. */
export function estimateWords(estimate: string | null): string {
  if (!estimate) return "No estimate yet.";
  const guam = new Date(Date.parse(estimate) + 10 * 3_600_000);
  const hour = guam.getUTCHours();
  const minute = String(guam.getUTCMinutes()).padStart(2, "0");
  const day = `${String(guam.getUTCMonth() + 1).padStart(2, "0")}/${String(guam.getUTCDate()).padStart(2, "0")}`;
  return `Power back by ${day} ${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}.`;
}
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** The text of an event; the opening "GPA:" names the sender as the carriers' rules ask. */
export function textOf(event: TextEvent): string {
  const stop = "Reply STOP to stop.";
  if (event.kind === "securityNotice") {
    return `GPA: Your PayGPA ${event.change} changed. If this was not you, call ${CUSTOMER_SERVICE_PHONE} now.`;
  }
  const account = `acct ${lastFour(event.account)}`;
  if (event.kind === "outageConfirmed") {
    return `GPA: We know of the outage at ${account}. ${estimateWords(event.estimate)} Reply STATUS for status. ${stop}`;
  }
  if (event.kind === "outageEstimate") {
    return `GPA: New estimate for the outage at ${account}: ${estimateWords(event.estimate)} Reply STATUS for status. ${stop}`;
  }
  if (event.kind === "extensionBroken") {
    return `GPA: Your payment extension for ${account} has ended: the bill was not paid by ${usDate(event.promiseDate)}. Pay in PayGPA. ${stop}`;
  }
  if (event.kind === "outageRestored") {
    return `GPA: Power is restored at ${account}. Still out? Reply OUT to report it. ${stop}`;
  }
  const amount = money(event.amount);
  switch (event.kind) {
    case "billReady":
      return `GPA: Your bill for ${account} is ready: ${amount}, due ${usDate(event.dueDate)}. Log in to PayGPA to view or pay. ${stop}`;
    case "dueSoon":
      return `GPA: Your bill for ${account} (${amount}) is due ${usDate(event.dueDate)}. Pay in PayGPA. ${stop}`;
    case "pastDue":
      return `GPA: Your bill for ${account} (${amount}) was due ${usDate(event.dueDate)} and is past due. Pay in PayGPA. ${stop}`;
    case "paymentReceived":
      return `GPA: We received your payment of ${amount} for ${account}. Thank you. ${stop}`;
    case "paymentPosted":
      return `GPA: Your payment of ${amount} has posted to ${account}. ${stop}`;
    case "autopayReminder":
      return `GPA: AutoPay will pay ${amount} for ${account} on ${usDate(event.draftDate)}. ${stop}`;
    case "autopayApproved":
      return `GPA: AutoPay paid ${amount} for ${account}. Thank you. ${stop}`;
    case "autopayDeclined":
      return `GPA: AutoPay for ${account} (${amount}) was declined. Pay by ${usDate(event.dueDate)} in PayGPA or update your card. ${stop}`;
    case "instalmentDue":
      return `GPA: Your payment arrangement instalment of ${amount} for ${account} is due ${usDate(event.dueDate)}. ${stop}`;
    case "extensionReminder":
      return `GPA: Your payment extension for ${account} ends ${usDate(event.promiseDate)}. Pay ${amount} by then in PayGPA. ${stop}`;
  }
}

/** What GPA answers a reply that is not a keyword (the provider answers STOP, START and HELP itself). */
export const NO_REPLIES_TEXT = `GPA: This number does not take replies. Call ${CUSTOMER_SERVICE_PHONE} for help. Reply HELP for help, STOP to stop.`;

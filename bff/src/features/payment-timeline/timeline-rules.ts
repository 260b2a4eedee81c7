/**
 * The timeline's steps from what is recorded (pure): charged at the gateway → recorded → posted to
 * billing → receipt sent, each done, waiting, failed or not reached, and what happens next.
 */
import { type TimelineStep, timelineMessages as text } from "@paygpa/contract";

export interface TimelineFacts {
  checkout: {
    status: "pending" | "approved" | "declined" | "error";
    createdAt: string;
    settledAt: string | null;
    bankMessage: string | null;
    cardNumber: string | null;
    amount: string;
    customerEmail: string | null;
  };
  lines: {
    billingStatus: string;
    postedAt: string | null;
    /** The posting outbox's attempts and last error (none before approval). */
    attempts: number;
    lastError: string | null;
  }[];
  receipt: { status: string; at: string } | null;
}

const step = (
  key: TimelineStep["key"],
  title: string,
  state: TimelineStep["state"],
  at: string | null,
  words: string,
): TimelineStep => ({ key, title, state, at, text: words });

export function timelineSteps(facts: TimelineFacts): { steps: TimelineStep[]; next: string | null } {
  const { checkout } = facts;
  const last4 = checkout.cardNumber ? ` (card ending ${checkout.cardNumber.slice(-4)})` : "";
  if (checkout.status === "pending") {
    return {
      steps: [
        step("charged", "Charged at the card gateway", "waiting", null, text.chargedWaiting),
        step("recorded", "Recorded", "not-reached", null, "Waits for the card processor's answer."),
        step(
          "posted",
          "Posted to your account",
          "not-reached",
          null,
          "Waits for the card processor's answer.",
        ),
        step("receipt", "Receipt sent", "not-reached", null, "Waits for the card processor's answer."),
      ],
      next: text.chargedWaiting,
    };
  }
  if (checkout.status !== "approved") {
    const why = checkout.bankMessage ? ` ${checkout.bankMessage}.` : "";
    return {
      steps: [
        step(
          "charged",
          "Charged at the card gateway",
          "failed",
          checkout.settledAt,
          `${text.chargedFailed}${why}`,
        ),
        step("recorded", "Recorded", "not-reached", null, text.notReached),
        step("posted", "Posted to your account", "not-reached", null, text.notReached),
        step("receipt", "Receipt sent", "not-reached", null, text.notReached),
      ],
      next: "Nothing was charged. You may pay again with another card.",
    };
  }
  const charged = step(
    "charged",
    "Charged at the card gateway",
    "done",
    checkout.settledAt,
    `${text.chargedDone} $${checkout.amount}${last4}.`,
  );
  const recorded = step("recorded", "Recorded", "done", checkout.settledAt, text.recordedDone);
  const posted = postedStep(facts.lines);
  const receipt = receiptStep(facts);
  const waiting = [posted, receipt].find((s) => s.state !== "done");
  return { steps: [charged, recorded, posted, receipt], next: waiting ? waiting.text : null };
}

function postedStep(lines: TimelineFacts["lines"]): TimelineStep {
  const title = "Posted to your account in billing";
  if (lines.length > 0 && lines.every((line) => line.billingStatus === "In CCB")) {
    const at =
      lines
        .map((line) => line.postedAt ?? "")
        .sort()
        .at(-1) || null;
    return step("posted", title, "done", at, text.postedDone);
  }
  if (lines.some((line) => line.billingStatus === "Failed")) {
    return step("posted", title, "waiting", null, text.postedByHand);
  }
  const tried = lines.some((line) => line.attempts > 0 && line.lastError !== null);
  return step("posted", title, "waiting", null, tried ? text.postedWaiting : text.postedQueued);
}

function receiptStep(facts: TimelineFacts): TimelineStep {
  if (!facts.checkout.customerEmail) return step("receipt", "Receipt sent", "done", null, text.receiptNone);
  if (facts.receipt && facts.receipt.status !== "queued" && facts.receipt.status !== "failed") {
    return step(
      "receipt",
      "Receipt sent",
      "done",
      facts.receipt.at,
      `${text.receiptDone} (${facts.checkout.customerEmail})`,
    );
  }
  return step("receipt", "Receipt sent", "waiting", null, text.receiptWaiting);
}

/**
 * What the BFF does with a customer's reply and with the provider's answer to a text (decisions 038
 * and 039), as pure functions the webhook route and the outbox worker call. The provider itself
 * sends the one confirmation after STOP and START and the help answer after HELP; the BFF keeps its
 * own opt-out list in step and answers any other reply with the help line.
 */
import type { IncomingText, TextSendResult } from "../../integrations/sms";
import { NO_REPLIES_TEXT } from "./text-messages";

export interface ReplyHandling {
  /** The number's new opt-out state, or null when it does not change. */
  optedOut: boolean | null;
  /** What to answer the reply with (sent back by the provider), or null for nothing. */
  answer: string | null;
}

export function handleReply(reply: Pick<IncomingText, "kind">): ReplyHandling {
  if (reply.kind === "stop") return { optedOut: true, answer: null };
  if (reply.kind === "start") return { optedOut: false, answer: null };
  if (reply.kind === "help") return { optedOut: null, answer: null };
  return { optedOut: null, answer: NO_REPLIES_TEXT };
}

/** What becomes of an outbox row after the provider answered. */
export type TextRowOutcome =
  | { state: "sent"; providerId: string }
  | { state: "retry"; detail: string }
  | { state: "given-up"; detail: string; optOut: boolean };

/**
 * Accepted: sent (its delivery follows by webhook). Unavailable: tried again later; whether the
 * provider took it is not known, so the row keeps its claim key and the worker looks it up first.
 * Refused: never tried again; a refusal because the customer opted out at the provider (21610)
 * also marks the number opted out here.
 */
export function outcomeOfSend(result: TextSendResult): TextRowOutcome {
  if (result.outcome === "accepted") return { state: "sent", providerId: result.providerId };
  if (result.outcome === "unavailable") return { state: "retry", detail: result.detail };
  return {
    state: "given-up",
    detail: `${result.reason} ${result.providerCode ?? ""}`.trim(),
    optOut: result.reason === "opted-out",
  };
}

/** Whether a text may be handed to the provider at all: a confirmed number that has not opted out. */
export function mayText(number: { confirmed: boolean; optedOut: boolean } | null): boolean {
  return number?.confirmed === true && !number.optedOut;
}

/** "STATUS" or "OUT" (any case, spaces around): a customer's question about, or report of, an outage (decision 046). */
export function outageKeyword(body: string): "STATUS" | "OUT" | null {
  const word = body.trim().toUpperCase();
  return word === "STATUS" || word === "OUT" ? word : null;
}

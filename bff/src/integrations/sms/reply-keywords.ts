/**
 * What a customer's reply is. Twilio's default opt-out handling recognises, as the whole message
 * (case and spaces aside), STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE and OPTOUT; START,
 * YES and UNSTOP; HELP and INFO (Twilio docs, "Customize users' opt-in and opt-out experience with
 * Advanced Opt-Out"; Help Center "Twilio support for opt-out keywords"). With Advanced Opt-Out the
 * incoming webhook names it in `OptOutType`; the BFF reads that first and this list otherwise, so
 * its own opt-out list never disagrees with the provider's.
 */
import type { ReplyKind } from "./sms-port";

const KEYWORDS: Readonly<Record<string, ReplyKind>> = {
  STOP: "stop",
  STOPALL: "stop",
  UNSUBSCRIBE: "stop",
  CANCEL: "stop",
  END: "stop",
  QUIT: "stop",
  REVOKE: "stop",
  OPTOUT: "stop",
  START: "start",
  YES: "start",
  UNSTOP: "start",
  HELP: "help",
  INFO: "help",
};

export function replyKindOf(body: string, optOutType?: string): ReplyKind {
  const named = optOutType?.trim().toUpperCase();
  if (named === "STOP") return "stop";
  if (named === "START") return "start";
  if (named === "HELP") return "help";
  return KEYWORDS[body.trim().toUpperCase()] ?? "other";
}

/**
 * Twilio's opt-out keyword handling on a sender (Twilio docs, Messaging › "Customize users' opt-in
 * and opt-out experience with Advanced Opt-Out"; Help Center "Twilio support for opt-out keywords"):
 * "By default, Twilio handles standard English-language reply messages — STOP, UNSUBSCRIBE, END,
 * QUIT, STOPALL, REVOKE, OPTOUT, and CANCEL"; START, YES and UNSTOP opt back in; HELP and INFO get
 * the help answer. Only a message that is the keyword alone counts (case and surrounding spaces
 * aside). After an opt-out, Twilio itself refuses every text from that sender to that number (Error
 * 21610) until an opt-in. With Advanced Opt-Out the confirmations are the account's own texts (set on
 * the Messaging Service), and the incoming message's webhook carries `OptOutType` (STOP, START, HELP).
 */

export type OptOutType = "STOP" | "START" | "HELP";

const KEYWORDS: Readonly<Record<string, OptOutType>> = {
  STOP: "STOP",
  STOPALL: "STOP",
  UNSUBSCRIBE: "STOP",
  CANCEL: "STOP",
  END: "STOP",
  QUIT: "STOP",
  REVOKE: "STOP",
  OPTOUT: "STOP",
  START: "START",
  YES: "START",
  UNSTOP: "START",
  HELP: "HELP",
  INFO: "HELP",
};

/** The keyword a reply is, or null for any other text. */
export function keywordOf(body: string): OptOutType | null {
  return KEYWORDS[body.trim().toUpperCase()] ?? null;
}

/** The confirmations the account configured (Advanced Opt-Out's opt-out, opt-in and help messages). */
export interface KeywordReplies {
  STOP: string;
  START: string;
  HELP: string;
}
